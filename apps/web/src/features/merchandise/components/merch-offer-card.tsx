import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  itemHasSizes,
  MERCH_ADDRESS_MAX_LENGTH,
  MERCH_NOTE_MAX_LENGTH,
  MERCH_QUANTITY_MAX,
  type MerchItem,
  type MerchOffer,
  MerchOrderInputSchema,
  type MerchSize,
} from '@slovo/contracts';
import { IconCheck, IconCoffee, IconShirt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { useMerchOffer, useOrderMerch } from '../api/merchandise.ts';

type Picture = { theme_id: number; asset_id: number; url: string; theme: string };

type OrderValues = {
  item: MerchItem;
  size: MerchSize | null;
  quantity: number | string;
  picture: string | null;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  address: string;
  note: string;
};

const pictureKey = (picture: { theme_id: number; asset_id: number }) =>
  `${picture.theme_id}:${picture.asset_id}`;

function OrderForm({ token, offer }: { token: string; offer: MerchOffer }) {
  const { t } = useTranslation('merchandise');
  const order = useOrderMerch(token);
  const [isSent, setIsSent] = useState(false);
  const pictures: Picture[] = offer.themes.flatMap((theme) =>
    theme.pictures.map((picture) => ({ ...picture, theme_id: theme.theme_id, theme: theme.name })),
  );
  const toBody = (values: OrderValues) => {
    const picture = pictures.find((p) => pictureKey(p) === values.picture) ?? null;
    return {
      item: values.item,
      size: itemHasSizes(values.item) ? values.size : null,
      quantity: values.quantity,
      theme_id: picture?.theme_id ?? null,
      asset_id: picture?.asset_id ?? null,
      contact_name: values.contact_name,
      contact_phone: values.contact_phone,
      contact_email: values.contact_email,
      address: values.address,
      note: values.note,
    };
  };
  const form = useForm<OrderValues>({
    initialValues: {
      item: 'tshirt',
      size: null,
      quantity: 1,
      picture: pictures[0] ? pictureKey(pictures[0]) : null,
      contact_name: '',
      contact_phone: '',
      contact_email: '',
      address: '',
      note: '',
    },
    validate: createSchemaValidator(MerchOrderInputSchema, toBody),
  });
  const submit = (values: OrderValues) =>
    order.mutate(MerchOrderInputSchema.parse(toBody(values)), {
      onSuccess: () => {
        setIsSent(true);
        form.reset();
      },
      onError: (error) => {
        if (applyServerErrors(form, error)) return;
        form.setFieldError('address', isApiError(error) ? error.message : String(error));
      },
    });
  const fieldError = (name: keyof OrderValues) => translateFieldError(form.errors[name]);

  if (isSent) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCheck size={18} />}
        title={t('merchandise:offer.sentTitle')}
        data-testid="merch-order-sent"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('merchandise:offer.sentText')}</Text>
          <Button variant="subtle" size="xs" onClick={() => setIsSent(false)}>
            {t('merchandise:offer.another')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="merch-order-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {offer.items.map((item) => {
            const isChosen = form.values.item === item;
            return (
              <UnstyledButton
                key={item}
                onClick={() => form.setFieldValue('item', item)}
                aria-pressed={isChosen}
                data-testid={`merch-item-${item}`}
                p="sm"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  border: `2px solid var(--mantine-color-${isChosen ? 'grape-5' : 'gray-3'})`,
                  background: isChosen ? 'var(--mantine-color-grape-0)' : 'white',
                  textAlign: 'center',
                }}
              >
                <Stack gap={4} align="center">
                  {item === 'mug' ? <IconCoffee size={24} /> : <IconShirt size={24} />}
                  <Text size="sm" fw={600}>
                    {t(`merchandise:items.${item}`)}
                  </Text>
                </Stack>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <Group grow align="flex-start" gap="sm">
          {itemHasSizes(form.values.item) && (
            <Select
              {...form.getInputProps('size')}
              error={fieldError('size')}
              label={t('merchandise:form.size')}
              placeholder={t('merchandise:form.sizePlaceholder')}
              data={offer.sizes}
              allowDeselect={false}
              data-testid="merch-size"
            />
          )}
          <NumberInput
            {...form.getInputProps('quantity')}
            error={fieldError('quantity')}
            label={t('merchandise:form.quantity')}
            min={1}
            max={MERCH_QUANTITY_MAX}
            allowDecimal={false}
            data-testid="merch-quantity"
          />
        </Group>
        {pictures.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('merchandise:form.picture')}
            </Text>
            <Group gap="xs">
              {pictures.map((picture) => {
                const isChosen = form.values.picture === pictureKey(picture);
                return (
                  <UnstyledButton
                    key={pictureKey(picture)}
                    onClick={() => form.setFieldValue('picture', pictureKey(picture))}
                    aria-pressed={isChosen}
                    aria-label={picture.theme}
                    data-testid="merch-picture"
                    style={{
                      borderRadius: 'var(--mantine-radius-md)',
                      border: `2px solid var(--mantine-color-${isChosen ? 'grape-5' : 'gray-3'})`,
                      padding: 2,
                    }}
                  >
                    <Image src={picture.url} alt={picture.theme} w={64} h={64} fit="contain" />
                  </UnstyledButton>
                );
              })}
            </Group>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            {...form.getInputProps('contact_name')}
            error={fieldError('contact_name')}
            label={t('merchandise:form.name')}
            autoComplete="name"
            required
            data-testid="merch-name"
          />
          <TextInput
            {...form.getInputProps('contact_phone')}
            error={fieldError('contact_phone')}
            label={t('merchandise:form.phone')}
            type="tel"
            autoComplete="tel"
            required
            data-testid="merch-phone"
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps('contact_email')}
          error={fieldError('contact_email')}
          label={t('merchandise:form.email')}
          type="email"
          autoComplete="email"
          data-testid="merch-email"
        />
        <Textarea
          {...form.getInputProps('address')}
          error={fieldError('address')}
          label={t('merchandise:form.address')}
          description={t('merchandise:form.addressHint')}
          autoComplete="street-address"
          maxLength={MERCH_ADDRESS_MAX_LENGTH}
          autosize
          minRows={2}
          required
          data-testid="merch-address"
        />
        <Textarea
          {...form.getInputProps('note')}
          error={fieldError('note')}
          label={t('merchandise:form.note')}
          maxLength={MERCH_NOTE_MAX_LENGTH}
          autosize
          minRows={1}
          data-testid="merch-note"
        />
        <Text size="xs" c="dimmed">
          {t('merchandise:form.privacy')}
        </Text>
        <Button type="submit" loading={order.isPending} data-testid="merch-submit">
          {t('merchandise:form.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The merchandise offer on the family page (spec 1, 9): once a lesson is finished, a T-shirt,
 * hoodie, sweatshirt or mug with a picture of the child's themes, ordered with a contact and an
 * address. Before the first finished lesson only a family's earlier orders show, if any.
 */
export function MerchOfferCard({ token }: { token: string }) {
  const { t } = useTranslation('merchandise');
  const offer = useMerchOffer(token);
  if (!offer.data) return null;
  const { available, orders } = offer.data;
  if (!available && orders.length === 0) return null;
  return (
    <Card padding="lg" data-testid="merch-offer">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="xl" variant="light" color="grape">
            <IconShirt size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {t('merchandise:offer.title')}
            </Title>
            {available && (
              <Text size="sm" c="dimmed">
                {t('merchandise:offer.description')}
              </Text>
            )}
          </Stack>
        </Group>
        {available && <OrderForm token={token} offer={offer.data} />}
        {orders.length > 0 && (
          <Stack gap={4} data-testid="merch-family-orders">
            <Text fw={700} size="sm">
              {t('merchandise:offer.yourOrders')}
            </Text>
            {orders.map((entry) => (
              <Group key={`${entry.created_at}-${entry.item}`} justify="space-between" gap="xs">
                <Text size="sm">
                  {t(`merchandise:items.${entry.item}`)}
                  {entry.size ? ` · ${entry.size}` : ''} × {entry.quantity} ·{' '}
                  {formatDate(entry.created_at)}
                </Text>
                <Badge variant="light" tt="none">
                  {t(`merchandise:statuses.${entry.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
