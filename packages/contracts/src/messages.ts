import type { Language } from './languages.ts';
import {
  ASSET_NAME_LENGTH,
  AVATAR_MAX_BYTES,
  CATEGORY_NAME_LENGTH,
  DIAGNOSTIC_SCALE_DIVISIONS_MAX,
  DIAGNOSTIC_VARIANTS,
  EXERCISE_TITLE_LENGTH,
  IMAGE_MAX_PIXELS,
  INTEREST_NAME_LENGTH,
  NAME_LENGTH,
  PASSWORD_LENGTH,
  PRESENTATION_MAX_BYTES,
  PRESENTATION_MAX_SLIDES,
  PROJECT_NAME_LENGTH,
  TAG_NAME_LENGTH,
} from './limits.ts';

/**
 * A message whose words follow a number: one text per plural category of the language (as
 * `Intl.PluralRules` names them: English one/other, Ukrainian and Russian one/few/many/other,
 * Polish one/few/many/other), and `count` naming the parameter that holds the number.
 */
type PluralText = { readonly count: string; readonly other: string } & Partial<
  Record<Intl.LDMLPluralRule, string>
>;

type Catalog = Record<string, Record<Language, string | PluralText>>;

/**
 * Messages the API sends and the web shows for API failures and form validation, in every
 * language. `{name}` placeholders are filled by `formatMessage`.
 */
export const MESSAGES = {
  // Errors (each has a stable code and HTTP status in errors.ts)
  VALIDATION_FAILED: {
    uk: 'Перевірте виділені поля',
    ru: 'Проверьте выделенные поля',
    en: 'Please check the highlighted fields',
    pl: 'Sprawdź zaznaczone pola',
  },
  BAD_REQUEST: {
    uk: 'Некоректний запит',
    ru: 'Некорректный запрос',
    en: 'The request is malformed',
    pl: 'Nieprawidłowe żądanie',
  },
  INPUT_NOT_ACCEPTED: {
    uk: 'Запит містить символи або вкладеність, які не можна прийняти',
    ru: 'Запрос содержит символы или вложенность, которые нельзя принять',
    en: 'The request contains characters or nesting that cannot be accepted',
    pl: 'Żądanie zawiera znaki lub zagnieżdżenie, których nie można przyjąć',
  },
  UNAUTHORIZED: {
    uk: 'Увійдіть, щоб продовжити',
    ru: 'Войдите, чтобы продолжить',
    en: 'Please sign in to continue',
    pl: 'Zaloguj się, aby kontynuować',
  },
  SESSION_EXPIRED: {
    uk: 'Ваша сесія закінчилася. Будь ласка, увійдіть!',
    ru: 'Ваша сессия истекла. Пожалуйста, войдите!',
    en: 'Your session has expired. Please log in!',
    pl: 'Twoja sesja wygasła. Zaloguj się!',
  },
  INVALID_CREDENTIALS: {
    uk: 'Невірна електронна пошта або пароль',
    ru: 'Неверная электронная почта или пароль',
    en: 'Wrong email or password',
    pl: 'Nieprawidłowy e-mail lub hasło',
  },
  USER_INACTIVE: {
    uk: 'Ваш обліковий запис деактивовано. Зверніться до адміністратора',
    ru: 'Ваша учётная запись деактивирована. Обратитесь к администратору',
    en: 'Your account is deactivated. Please contact the administrator',
    pl: 'Twoje konto jest dezaktywowane. Skontaktuj się z administratorem',
  },
  TOO_MANY_LOGIN_ATTEMPTS: {
    uk: 'Забагато невдалих спроб входу. Спробуйте ще раз через {seconds} с',
    ru: 'Слишком много неудачных попыток входа. Повторите через {seconds} с',
    en: 'Too many failed sign-in attempts. Try again in {seconds} s',
    pl: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za {seconds} s',
  },
  TOO_MANY_LINK_ATTEMPTS: {
    uk: 'Забагато спроб із недійсним посиланням. Спробуйте ще раз через {seconds} с',
    ru: 'Слишком много попыток с недействительной ссылкой. Повторите через {seconds} с',
    en: 'Too many attempts with an invalid link. Try again in {seconds} s',
    pl: 'Zbyt wiele prób z nieprawidłowym linkiem. Spróbuj ponownie za {seconds} s',
  },
  TOO_MANY_RESET_REQUESTS: {
    uk: 'Забагато запитів на зміну пароля. Спробуйте ще раз через {seconds} с',
    ru: 'Слишком много запросов на смену пароля. Повторите через {seconds} с',
    en: 'Too many password reset requests. Try again in {seconds} s',
    pl: 'Zbyt wiele próśb o zmianę hasła. Spróbuj ponownie za {seconds} s',
  },
  FORBIDDEN: {
    uk: 'У вас немає доступу до цієї дії',
    ru: 'У вас нет доступа к этому действию',
    en: 'You do not have access to this action',
    pl: 'Nie masz dostępu do tej operacji',
  },
  NOT_FOUND: {
    uk: 'Не знайдено',
    ru: 'Не найдено',
    en: 'Not found',
    pl: 'Nie znaleziono',
  },
  PAYLOAD_TOO_LARGE: {
    uk: 'Запит завеликий',
    ru: 'Слишком большой запрос',
    en: 'The request is too large',
    pl: 'Żądanie jest zbyt duże',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    uk: 'Непідтримуваний тип вмісту',
    ru: 'Неподдерживаемый тип содержимого',
    en: 'Unsupported content type',
    pl: 'Nieobsługiwany typ treści',
  },
  WRONG_OLD_PASSWORD: {
    uk: 'Поточний пароль невірний',
    ru: 'Текущий пароль неверен',
    en: 'The current password is wrong',
    pl: 'Obecne hasło jest nieprawidłowe',
  },
  IMPERSONATION_NOT_ALLOWED: {
    uk: 'Ви не можете увійти як цей користувач',
    ru: 'Вы не можете войти как этот пользователь',
    en: 'You cannot sign in as this user',
    pl: 'Nie możesz zalogować się jako ten użytkownik',
  },
  ROOT_ACCOUNT_PROTECTED: {
    uk: 'Обліковий запис root може змінювати лише root',
    ru: 'Учётную запись root может изменять только root',
    en: 'Only root can change a root account',
    pl: 'Konto root może zmieniać tylko root',
  },
  FIELD_NOT_ALLOWED: {
    uk: 'Ваша роль не дозволяє змінювати це поле',
    ru: 'Ваша роль не позволяет изменять это поле',
    en: 'Your role may not change this field',
    pl: 'Twoja rola nie pozwala zmieniać tego pola',
  },
  NOT_ACTING_AS_USER: {
    uk: 'Ви не дієте від імені іншого користувача',
    ru: 'Вы не действуете от имени другого пользователя',
    en: 'You are not acting as another user',
    pl: 'Nie działasz jako inny użytkownik',
  },
  USER_EXISTS: {
    uk: 'Користувач {email} вже існує',
    ru: 'Пользователь {email} уже существует',
    en: 'User {email} already exists',
    pl: 'Użytkownik {email} już istnieje',
  },
  ACCOUNT_EXISTS: {
    uk: 'Обліковий запис {email} вже є. Запросити його власника приєднатися до проєкту?',
    ru: 'Учётная запись {email} уже есть. Пригласить её владельца присоединиться к проекту?',
    en: 'An account for {email} already exists. Ask its owner to join the project?',
    pl: 'Konto {email} już istnieje. Poprosić jego właściciela o dołączenie do projektu?',
  },
  INVITATION_PENDING: {
    uk: '{email} ще не прийняв(-ла) запрошення до проєкту',
    ru: '{email} ещё не принял(-а) приглашение в проект',
    en: '{email} has not accepted the invitation to the project yet',
    pl: '{email} nie przyjął(-ęła) jeszcze zaproszenia do projektu',
  },
  INVITATION_FOR_ANOTHER_ACCOUNT: {
    uk: 'Це запрошення надіслано на {email}. Увійдіть із цим обліковим записом, щоб прийняти його',
    ru: 'Это приглашение отправлено на {email}. Войдите с этой учётной записью, чтобы принять его',
    en: 'This invitation was sent to {email}. Sign in with that account to accept it',
    pl: 'To zaproszenie wysłano na {email}. Zaloguj się na to konto, aby je przyjąć',
  },
  LAST_ROLE: {
    uk: 'Не можна видалити останню роль користувача в проєкті',
    ru: 'Нельзя удалить последнюю роль пользователя в проекте',
    en: "A user's last role in a project cannot be removed",
    pl: 'Nie można usunąć ostatniej roli użytkownika w projekcie',
  },
  CATEGORY_NOT_EMPTY: {
    uk: 'Папка не порожня: оберіть, що зробити з її вмістом',
    ru: 'Папка не пуста: выберите, что сделать с её содержимым',
    en: 'The folder is not empty: choose what to do with its contents',
    pl: 'Folder nie jest pusty: wybierz, co zrobić z jego zawartością',
  },
  CATEGORY_PARENT_INVALID: {
    uk: 'Переміщувати можна лише в папки цього проєкту',
    ru: 'Перемещать можно только в папки этого проекта',
    en: 'Items can only be moved into folders of this project',
    pl: 'Elementy można przenosić tylko do folderów tego projektu',
  },
  CATEGORY_CYCLE: {
    uk: 'Папку не можна перемістити всередину неї самої',
    ru: 'Папку нельзя переместить внутрь неё самой',
    en: 'A folder cannot be moved inside itself',
    pl: 'Folderu nie można przenieść do jego wnętrza',
  },
  EXERCISE_TITLE_TAKEN: {
    uk: 'Мікроблок з такою назвою вже існує',
    ru: 'Микроблок с таким названием уже существует',
    en: 'Microblock with this name already exists',
    pl: 'Mikroblok o tej nazwie już istnieje',
  },
  EXERCISE_LOCKED: {
    uk: 'Мікроблок на модерації або вже прийнятий: змінювати його не можна',
    ru: 'Микроблок на модерации или уже принят: изменять его нельзя',
    en: 'This microblock is in moderation or already accepted and cannot be changed',
    pl: 'Mikroblok jest w moderacji lub już zaakceptowany i nie można go zmienić',
  },
  EXERCISE_CHANGED: {
    uk: 'Мікроблок щойно змінився. Оновіть сторінку й спробуйте ще раз',
    ru: 'Микроблок только что изменился. Обновите страницу и попробуйте снова',
    en: 'The microblock has just changed. Refresh the page and try again',
    pl: 'Mikroblok właśnie się zmienił. Odśwież stronę i spróbuj ponownie',
  },
  CATEGORY_HAS_EXERCISES: {
    uk: 'У категорії є мікроблоки: спершу перенесіть їх до іншої категорії',
    ru: 'В категории есть микроблоки: сначала перенесите их в другую категорию',
    en: 'The category holds microblocks: move them to another category first',
    pl: 'Kategoria zawiera mikrobloki: najpierw przenieś je do innej kategorii',
  },
  STATUS_UNCHANGED: {
    uk: 'Оберіть статус, відмінний від поточного',
    ru: 'Выберите статус, отличный от текущего',
    en: 'Choose a status different from the current one',
    pl: 'Wybierz status inny niż obecny',
  },
  STATUS_NOT_ALLOWED: {
    uk: 'Такий перехід статусу недоступний',
    ru: 'Такой переход статуса недоступен',
    en: 'This status change is not available',
    pl: 'Taka zmiana statusu jest niedostępna',
  },
  DECLINE_COMMENT_REQUIRED: {
    uk: 'Щоб відхилити мікроблок, напишіть коментар для автора',
    ru: 'Чтобы отклонить микроблок, напишите комментарий для автора',
    en: 'To decline a microblock, write a comment for the author',
    pl: 'Aby odrzucić mikroblok, napisz komentarz dla autora',
  },
  REQUEST_INTERESTS_REQUIRED: {
    uk: 'Оберіть хоча б один інтерес для запиту',
    ru: 'Выберите хотя бы один интерес для запроса',
    en: 'Choose at least one interest for the request',
    pl: 'Wybierz co najmniej jedno zainteresowanie dla zapytania',
  },
  PRESENTATION_NOT_PPTX: {
    uk: 'Це не презентація .pptx',
    ru: 'Это не презентация .pptx',
    en: 'This is not a .pptx presentation',
    pl: 'To nie jest prezentacja .pptx',
  },
  PRESENTATION_TOO_LARGE: {
    uk: 'Файл завеликий: не більше {max} МБ',
    ru: 'Файл слишком большой: не более {max} МБ',
    en: 'The file is too large: at most {max} MB',
    pl: 'Plik jest za duży: maksymalnie {max} MB',
  },
  PRESENTATION_CORRUPTED: {
    uk: 'Файл пошкоджений або обрізаний: збережіть презентацію ще раз',
    ru: 'Файл повреждён или обрезан: сохраните презентацию заново',
    en: 'The file is damaged or incomplete: save the presentation again',
    pl: 'Plik jest uszkodzony lub niekompletny: zapisz prezentację ponownie',
  },
  PRESENTATION_UNPACKS_TOO_LARGE: {
    uk: 'Після розпакування презентація займає забагато місця',
    ru: 'После распаковки презентация занимает слишком много места',
    en: 'The presentation unpacks to too much data',
    pl: 'Po rozpakowaniu prezentacja zajmuje zbyt dużo miejsca',
  },
  PRESENTATION_TOO_MANY_PARTS: {
    uk: 'У файлі забагато частин для презентації',
    ru: 'В файле слишком много частей для презентации',
    en: 'The file has too many parts for a presentation',
    pl: 'Plik ma zbyt wiele części jak na prezentację',
  },
  PRESENTATION_UNSAFE: {
    uk: 'Файл містить небезпечний вміст і не може бути прийнятий',
    ru: 'Файл содержит небезопасное содержимое и не может быть принят',
    en: 'The file contains unsafe content and cannot be accepted',
    pl: 'Plik zawiera niebezpieczną zawartość i nie może zostać przyjęty',
  },
  PRESENTATION_ENCRYPTED: {
    uk: 'Презентація захищена паролем: зніміть захист і завантажте знову',
    ru: 'Презентация защищена паролем: снимите защиту и загрузите снова',
    en: 'The presentation is password-protected: remove the protection and upload it again',
    pl: 'Prezentacja jest chroniona hasłem: usuń ochronę i prześlij ponownie',
  },
  PRESENTATION_TOO_MANY_SLIDES: {
    uk: 'Забагато слайдів: не більше {max}',
    ru: 'Слишком много слайдов: не более {max}',
    en: 'Too many slides: at most {max}',
    pl: 'Za dużo slajdów: maksymalnie {max}',
  },
  PRESENTATION_NO_SLIDES: {
    uk: 'У файлі немає слайдів презентації',
    ru: 'В файле нет слайдов презентации',
    en: 'The file has no presentation slides',
    pl: 'Plik nie zawiera slajdów prezentacji',
  },
  PRESENTATION_LEGACY_PPT: {
    uk: 'Це презентація старого формату PowerPoint 97–2003 (.ppt): відкрийте її в PowerPoint, збережіть як .pptx («Файл → Зберегти як → Презентація PowerPoint») і завантажте знову',
    ru: 'Это презентация старого формата PowerPoint 97–2003 (.ppt): откройте её в PowerPoint, сохраните как .pptx («Файл → Сохранить как → Презентация PowerPoint») и загрузите снова',
    en: 'This is an old PowerPoint 97–2003 presentation (.ppt): open it in PowerPoint, save it as .pptx (File → Save As → PowerPoint Presentation) and upload it again',
    pl: 'To prezentacja w starym formacie PowerPoint 97–2003 (.ppt): otwórz ją w PowerPoint, zapisz jako .pptx (Plik → Zapisz jako → Prezentacja programu PowerPoint) i prześlij ponownie',
  },
  PRESENTATION_TEMPLATE: {
    uk: 'Це шаблон PowerPoint (.potx), а не презентація: створіть із нього презентацію, збережіть її як .pptx і завантажте знову',
    ru: 'Это шаблон PowerPoint (.potx), а не презентация: создайте из него презентацию, сохраните её как .pptx и загрузите снова',
    en: 'This is a PowerPoint template (.potx), not a presentation: create a presentation from it, save it as .pptx and upload it again',
    pl: 'To szablon PowerPoint (.potx), a nie prezentacja: utwórz z niego prezentację, zapisz ją jako .pptx i prześlij ponownie',
  },
  PRESENTATION_MACROS: {
    uk: 'Презентація містить макроси (.pptm): збережіть її в PowerPoint як презентацію .pptx без макросів і завантажте знову',
    ru: 'Презентация содержит макросы (.pptm): сохраните её в PowerPoint как презентацию .pptx без макросов и загрузите снова',
    en: 'The presentation contains macros (.pptm): save it in PowerPoint as a .pptx presentation without macros and upload it again',
    pl: 'Prezentacja zawiera makra (.pptm): zapisz ją w PowerPoint jako prezentację .pptx bez makr i prześlij ponownie',
  },
  PRESENTATION_ACTIVE_CONTENT: {
    uk: 'Презентація містить вбудовані об’єкти або елементи керування (OLE, ActiveX): замініть їх зображеннями, збережіть як .pptx і завантажте знову',
    ru: 'Презентация содержит встроенные объекты или элементы управления (OLE, ActiveX): замените их изображениями, сохраните как .pptx и загрузите снова',
    en: 'The presentation contains embedded objects or controls (OLE, ActiveX): replace them with pictures, save as .pptx and upload it again',
    pl: 'Prezentacja zawiera osadzone obiekty lub formanty (OLE, ActiveX): zastąp je obrazami, zapisz jako .pptx i prześlij ponownie',
  },
  PRESENTATION_UNSAFE_MEDIA: {
    uk: 'Презентація містить вебвміст або зображення зі скриптом: видаліть його, збережіть як .pptx і завантажте знову',
    ru: 'Презентация содержит веб-содержимое или изображение со скриптом: удалите его, сохраните как .pptx и загрузите снова',
    en: 'The presentation contains web content or a picture with a script: remove it, save as .pptx and upload it again',
    pl: 'Prezentacja zawiera treści internetowe lub obraz ze skryptem: usuń je, zapisz jako .pptx i prześlij ponownie',
  },
  PRESENTATION_TOO_DEEP: {
    uk: 'Структура презентації вкладена надто глибоко, щоб безпечно її відкрити: збережіть її ще раз як .pptx у PowerPoint',
    ru: 'Структура презентации вложена слишком глубоко, чтобы безопасно её открыть: сохраните её заново как .pptx в PowerPoint',
    en: 'The presentation is nested too deeply to open safely: save it again as .pptx in PowerPoint',
    pl: 'Struktura prezentacji jest zagnieżdżona zbyt głęboko, by bezpiecznie ją otworzyć: zapisz ją ponownie jako .pptx w PowerPoint',
  },
  PRESENTATION_IMAGE_TOO_LARGE: {
    uk: 'Зображення в презентації більше за {pixels} мегапікселів або не читається: зменште його, збережіть як .pptx і завантажте знову',
    ru: 'Изображение в презентации больше {pixels} мегапикселей или не читается: уменьшите его, сохраните как .pptx и загрузите снова',
    en: 'A picture in the presentation is larger than {pixels} megapixels or cannot be read: make it smaller, save as .pptx and upload it again',
    pl: 'Obraz w prezentacji jest większy niż {pixels} megapikseli lub nie da się go odczytać: zmniejsz go, zapisz jako .pptx i prześlij ponownie',
  },
  IMAGE_TOO_MANY_PIXELS: {
    uk: 'Зображення завелике: не більше {pixels} мегапікселів',
    ru: 'Изображение слишком большое: не более {pixels} мегапикселей',
    en: 'The picture is too large: at most {pixels} megapixels',
    pl: 'Obraz jest za duży: maksymalnie {pixels} megapikseli',
  },
  ATTACHMENT_INVALID: {
    uk: 'Непідтримуваний тип файлу',
    ru: 'Неподдерживаемый тип файла',
    en: 'Unsupported file type',
    pl: 'Nieobsługiwany typ pliku',
  },
  ATTACHMENT_TOO_LARGE: {
    uk: 'Файл завеликий: не більше {max} МБ',
    ru: 'Файл слишком большой: не более {max} МБ',
    en: 'The file is too large: at most {max} MB',
    pl: 'Plik jest za duży: maksymalnie {max} MB',
  },
  TAG_IN_USE: {
    uk: 'Тег використовується в мікроблоках ({count}): об’єднайте його з іншим замість видалення',
    ru: 'Тег используется в микроблоках ({count}): объедините его с другим вместо удаления',
    en: 'Microblocks use this tag ({count}): merge it into another instead of deleting it',
    pl: 'Tag jest używany w mikroblokach ({count}): połącz go z innym zamiast usuwać',
  },
  TAG_TAKEN: {
    uk: 'Тег з такою назвою вже існує: об’єднайте їх',
    ru: 'Тег с таким названием уже существует: объедините их',
    en: 'A tag with this name already exists: merge them instead',
    pl: 'Tag o tej nazwie już istnieje: połącz je',
  },
  THEME_TAKEN: {
    uk: 'Інтерес з такою назвою вже існує',
    ru: 'Интерес с таким названием уже существует',
    en: 'An interest with this name already exists',
    pl: 'Zainteresowanie o tej nazwie już istnieje',
  },
  ASSET_IN_USE: {
    uk: 'Файл використовують теми ({count}): підтвердьте видалення, і вони його втратять',
    ru: 'Файл используют темы ({count}): подтвердите удаление, и они его потеряют',
    en: 'Themes use this file ({count}): confirm the deletion and they lose it',
    pl: 'Plik jest używany przez motywy ({count}): potwierdź usunięcie, a stracą go',
  },
  ASSET_INVALID: {
    uk: 'Файл не підходить для цього типу: потрібне зображення PNG, JPEG або WebP чи звук MP3, WAV або OGG',
    ru: 'Файл не подходит для этого типа: нужно изображение PNG, JPEG или WebP либо звук MP3, WAV или OGG',
    en: 'The file does not fit this type: use a PNG, JPEG or WebP picture, or an MP3, WAV or OGG sound',
    pl: 'Plik nie pasuje do tego typu: użyj obrazu PNG, JPEG lub WebP albo dźwięku MP3, WAV lub OGG',
  },
  ASSET_TOO_LARGE: {
    uk: 'Файл завеликий: не більше {max} МБ і {pixels} мегапікселів',
    ru: 'Файл слишком большой: не более {max} МБ и {pixels} мегапикселей',
    en: 'The file is too large: at most {max} MB and {pixels} megapixels',
    pl: 'Plik jest za duży: maksymalnie {max} MB i {pixels} megapikseli',
  },
  CLIENT_ARCHIVED: {
    uk: 'Учень в архіві: поверніть його з архіву, щоб продовжити',
    ru: 'Ученик в архиве: верните его из архива, чтобы продолжить',
    en: 'The student is archived: restore them to continue',
    pl: 'Uczeń jest w archiwum: przywróć go, aby kontynuować',
  },
  PLAN_BLOCKS_EMPTY: {
    uk: 'Кожен блок потребує хоча б однієї папки. Порожні блоки: {blocks}',
    ru: 'Каждому блоку нужна хотя бы одна папка. Пустые блоки: {blocks}',
    en: 'Every block needs at least one folder. Empty blocks: {blocks}',
    pl: 'Każdy blok potrzebuje co najmniej jednego folderu. Puste bloki: {blocks}',
  },
  DIAGNOSTIC_TEMPLATE_CHANGED: {
    uk: 'Шаблон щойно змінив інший користувач. Оновіть сторінку, щоб побачити нову версію',
    ru: 'Шаблон только что изменил другой пользователь. Обновите страницу, чтобы увидеть новую версию',
    en: 'Someone else has just changed this template. Reload the page to see the new version',
    pl: 'Ktoś inny właśnie zmienił ten szablon. Odśwież stronę, aby zobaczyć nową wersję',
  },
  DIAGNOSTIC_TEMPLATE_ARCHIVED: {
    uk: 'Шаблон в архіві. Відновіть його, щоб редагувати',
    ru: 'Шаблон в архиве. Восстановите его, чтобы редактировать',
    en: 'The template is archived. Restore it to edit',
    pl: 'Szablon jest w archiwum. Przywróć go, aby edytować',
  },
  DIAGNOSTIC_TEMPLATE_IN_USE: {
    uk: 'За цим шаблоном уже заповнено діагностичні карти. Перенесіть його в архів замість видалення',
    ru: 'По этому шаблону уже заполнены диагностические карты. Перенесите его в архив вместо удаления',
    en: 'Diagnostic cards have already been filled from this template. Archive it instead of deleting',
    pl: 'Na podstawie tego szablonu wypełniono już karty diagnostyczne. Zarchiwizuj go zamiast usuwać',
  },
  DIAGNOSTIC_CARD_REQUIRED_EMPTY: {
    uk: {
      count: 'count',
      one: 'Не заповнено {count} обовʼязкове питання. Зберегти все одно чи передати карту терапевту?',
      few: 'Не заповнено {count} обовʼязкові питання. Зберегти все одно чи передати карту терапевту?',
      many: 'Не заповнено {count} обовʼязкових питань. Зберегти все одно чи передати карту терапевту?',
      other:
        'Не заповнено {count} обовʼязкового питання. Зберегти все одно чи передати карту терапевту?',
    },
    ru: {
      count: 'count',
      one: 'Не заполнен {count} обязательный вопрос. Сохранить всё равно или передать карту терапевту?',
      few: 'Не заполнены {count} обязательных вопроса. Сохранить всё равно или передать карту терапевту?',
      many: 'Не заполнено {count} обязательных вопросов. Сохранить всё равно или передать карту терапевту?',
      other:
        'Не заполнено {count} обязательного вопроса. Сохранить всё равно или передать карту терапевту?',
    },
    en: {
      count: 'count',
      one: '{count} required question is empty. Save anyway or pass the card to the therapist?',
      other: '{count} required questions are empty. Save anyway or pass the card to the therapist?',
    },
    pl: {
      count: 'count',
      one: '{count} wymagane pytanie jest puste. Zapisać mimo to czy przekazać kartę terapeucie?',
      few: '{count} wymagane pytania są puste. Zapisać mimo to czy przekazać kartę terapeucie?',
      many: '{count} wymaganych pytań jest pustych. Zapisać mimo to czy przekazać kartę terapeucie?',
      other: 'Puste wymagane pytania: {count}. Zapisać mimo to czy przekazać kartę terapeucie?',
    },
  },
  DIAGNOSTIC_CARD_CHANGED: {
    uk: 'Карту щойно змінив інший користувач. Оновіть сторінку: ваші зміни не збережено, скопіюйте їх',
    ru: 'Карту только что изменил другой пользователь. Обновите страницу: ваши изменения не сохранены, скопируйте их',
    en: 'Someone else has just changed this card. Reload the page: your changes were not saved, copy them first',
    pl: 'Ktoś inny właśnie zmienił tę kartę. Odśwież stronę: twoje zmiany nie zostały zapisane, skopiuj je',
  },
  DIAGNOSTIC_CARD_LOCKED: {
    uk: 'Карту вже передано терапевту: її можна змінити, лише коли потрібне додаткове обстеження',
    ru: 'Карта уже передана терапевту: её можно изменить, только когда нужно дополнительное обследование',
    en: 'The card has been passed to the therapist: it can change only when further examination is needed',
    pl: 'Karta została przekazana terapeucie: można ją zmienić tylko przy potrzebie dalszego badania',
  },
  DIAGNOSTIC_CARD_STATUS_NOT_ALLOWED: {
    uk: 'Цей статус карти зараз не можна встановити',
    ru: 'Этот статус карты сейчас нельзя установить',
    en: 'The card cannot be moved to this status now',
    pl: 'Karty nie można teraz przenieść do tego statusu',
  },
  'diagnosticTemplate.copyTitle': {
    uk: '{title} (копія)',
    ru: '{title} (копия)',
    en: '{title} (copy)',
    pl: '{title} (kopia)',
  },
  PLAN_NOT_FILLED: {
    uk: 'Спочатку заповніть план: оберіть папки для кожного блоку',
    ru: 'Сначала заполните план: выберите папки для каждого блока',
    en: 'Fill the plan first: choose folders for every block',
    pl: 'Najpierw wypełnij plan: wybierz foldery dla każdego bloku',
  },
  PLAN_FOLDER_NOT_OFFERED: {
    uk: 'Шаблон не пропонує цю папку для блоку «{block}»',
    ru: 'Шаблон не предлагает эту папку для блока «{block}»',
    en: 'The template does not offer this folder for the block "{block}"',
    pl: 'Szablon nie oferuje tego folderu dla bloku „{block}”',
  },
  LESSON_EMPTY: {
    uk: 'Заняття не можна зберегти без презентацій',
    ru: 'Занятие нельзя сохранить без презентаций',
    en: 'A lesson cannot be saved without presentations',
    pl: 'Zajęć nie można zapisać bez prezentacji',
  },
  LESSON_BLOCK_BELOW_MIN: {
    uk: {
      count: 'min',
      one: 'У блоці «{block}» має бути щонайменше {min} презентація',
      few: 'У блоці «{block}» має бути щонайменше {min} презентації',
      many: 'У блоці «{block}» має бути щонайменше {min} презентацій',
      other: 'У блоці «{block}» має бути щонайменше {min} презентації',
    },
    ru: {
      count: 'min',
      one: 'В блоке «{block}» должна быть хотя бы {min} презентация',
      few: 'В блоке «{block}» должно быть не меньше {min} презентаций',
      many: 'В блоке «{block}» должно быть не меньше {min} презентаций',
      other: 'В блоке «{block}» должно быть не меньше {min} презентации',
    },
    en: {
      count: 'min',
      one: 'The block "{block}" needs at least {min} presentation',
      other: 'The block "{block}" needs at least {min} presentations',
    },
    pl: {
      count: 'min',
      one: 'Blok „{block}” wymaga co najmniej {min} prezentacji',
      few: 'Blok „{block}” wymaga co najmniej {min} prezentacji',
      many: 'Blok „{block}” wymaga co najmniej {min} prezentacji',
      other: 'Blok „{block}” wymaga co najmniej {min} prezentacji',
    },
  },
  LESSON_BLOCK_ABOVE_MAX: {
    uk: {
      count: 'max',
      one: 'У блоці «{block}» може бути не більше {max} презентації',
      few: 'У блоці «{block}» може бути не більше {max} презентацій',
      many: 'У блоці «{block}» може бути не більше {max} презентацій',
      other: 'У блоці «{block}» може бути не більше {max} презентації',
    },
    ru: {
      count: 'max',
      one: 'В блоке «{block}» может быть не больше {max} презентации',
      few: 'В блоке «{block}» может быть не больше {max} презентаций',
      many: 'В блоке «{block}» может быть не больше {max} презентаций',
      other: 'В блоке «{block}» может быть не больше {max} презентации',
    },
    en: {
      count: 'max',
      one: 'The block "{block}" takes at most {max} presentation',
      other: 'The block "{block}" takes at most {max} presentations',
    },
    pl: {
      count: 'max',
      one: 'Blok „{block}” może mieć najwyżej {max} prezentację',
      few: 'Blok „{block}” może mieć najwyżej {max} prezentacje',
      many: 'Blok „{block}” może mieć najwyżej {max} prezentacji',
      other: 'Blok „{block}” może mieć najwyżej {max} prezentacji',
    },
  },
  LESSON_USAGE_EXCEEDED: {
    uk: {
      count: 'frequency',
      one: 'Мікроблок «{title}» можна використати в плані не більше {frequency} разу',
      few: 'Мікроблок «{title}» можна використати в плані не більше {frequency} разів',
      many: 'Мікроблок «{title}» можна використати в плані не більше {frequency} разів',
      other: 'Мікроблок «{title}» можна використати в плані не більше {frequency} разу',
    },
    ru: {
      count: 'frequency',
      one: 'Микроблок «{title}» можно использовать в плане не больше {frequency} раза',
      few: 'Микроблок «{title}» можно использовать в плане не больше {frequency} раз',
      many: 'Микроблок «{title}» можно использовать в плане не больше {frequency} раз',
      other: 'Микроблок «{title}» можно использовать в плане не больше {frequency} раза',
    },
    en: {
      count: 'frequency',
      one: 'The microblock "{title}" may be used at most once in a plan',
      other: 'The microblock "{title}" may be used at most {frequency} times in a plan',
    },
    pl: {
      count: 'frequency',
      one: 'Mikroblok „{title}” można użyć w planie najwyżej {frequency} raz',
      few: 'Mikroblok „{title}” można użyć w planie najwyżej {frequency} razy',
      many: 'Mikroblok „{title}” można użyć w planie najwyżej {frequency} razy',
      other: 'Mikroblok „{title}” można użyć w planie najwyżej {frequency} razy',
    },
  },
  LESSON_EXERCISE_NOT_ALLOWED: {
    uk: 'Цей мікроблок не з папок блоку «{block}» або ще не прийнятий',
    ru: 'Этот микроблок не из папок блока «{block}» или ещё не принят',
    en: 'This microblock is not from the folders of the block "{block}", or is not accepted yet',
    pl: 'Ten mikroblok nie pochodzi z folderów bloku „{block}” lub nie jest jeszcze zaakceptowany',
  },
  LESSON_FINISHED: {
    uk: 'Заняття вже завершене',
    ru: 'Занятие уже завершено',
    en: 'The lesson is already finished',
    pl: 'Zajęcia są już zakończone',
  },
  NO_CONTACT_EMAIL: {
    uk: 'Вкажіть e-mail клієнта, щоб надіслати план',
    ru: 'Укажите e-mail клиента, чтобы отправить план',
    en: "Add the client's e-mail to send the plan",
    pl: 'Podaj e-mail klienta, aby wysłać plan',
  },
  INVALID_INVITATION: {
    uk: 'Помилка реєстрації! Можливо, термін дії вашого запрошення минув. Будь ласка, зверніться до адміністратора!',
    ru: 'Ошибка регистрации! Возможно, срок действия вашего приглашения истёк. Пожалуйста, обратитесь к администратору!',
    en: 'Registration error! Perhaps your invitation has expired. Please contact the administrator!',
    pl: 'Błąd rejestracji! Być może Twoje zaproszenie wygasło. Skontaktuj się z administratorem!',
  },
  INVALID_RESET_LINK: {
    uk: 'Посилання для зміни пароля недійсне: воно вже використане або його термін дії минув',
    ru: 'Ссылка для смены пароля недействительна: она уже использована или срок её действия истёк',
    en: 'This password reset link no longer works: it has been used or has expired',
    pl: 'Ten link do zmiany hasła już nie działa: został użyty lub wygasł',
  },
  INVALID_IMAGE: {
    uk: 'Завантажте зображення JPEG, PNG або WebP',
    ru: 'Загрузите изображение JPEG, PNG или WebP',
    en: 'Upload a JPEG, PNG or WebP image',
    pl: 'Prześlij obraz JPEG, PNG lub WebP',
  },
  IMAGE_TOO_LARGE: {
    uk: 'Зображення більше за {max} МБ',
    ru: 'Изображение больше {max} МБ',
    en: 'The image is larger than {max} MB',
    pl: 'Obraz jest większy niż {max} MB',
  },
  MAIL_FAILED: {
    uk: 'Не вдалося надіслати лист. Нічого не змінено, спробуйте пізніше',
    ru: 'Не удалось отправить письмо. Ничего не изменено, попробуйте позже',
    en: 'The e-mail could not be sent. Nothing was changed; please try again later',
    pl: 'Nie udało się wysłać wiadomości. Nic nie zmieniono, spróbuj później',
  },
  MAINTENANCE: {
    uk: 'Триває оновлення. Спробуйте за хвилину',
    ru: 'Идёт обновление. Попробуйте через минуту',
    en: 'An update is being deployed. Please try again in a minute',
    pl: 'Trwa aktualizacja. Spróbuj ponownie za minutę',
  },
  DATABASE_UNAVAILABLE: {
    uk: 'Сервіс тимчасово недоступний. Спробуйте за кілька секунд',
    ru: 'Сервис временно недоступен. Попробуйте через несколько секунд',
    en: 'The service is temporarily unavailable. Please try again in a few seconds',
    pl: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za kilka sekund',
  },
  INTERNAL: {
    uk: 'Щось пішло не так! Зверніться до адміністратора або спробуйте пізніше!',
    ru: 'Что-то пошло не так! Обратитесь к администратору или попробуйте позже!',
    en: 'Something went wrong! Please contact the administrator or try again later!',
    pl: 'Coś poszło nie tak! Skontaktuj się z administratorem lub spróbuj później!',
  },

  // Field validation (zod issue messages are these keys)
  'validation.required': {
    uk: "Обов'язкове поле",
    ru: 'Обязательное поле',
    en: 'Required field',
    pl: 'Pole wymagane',
  },
  'validation.invalid': {
    uk: 'Некоректне значення',
    ru: 'Некорректное значение',
    en: 'Invalid value',
    pl: 'Nieprawidłowa wartość',
  },
  'validation.unknownField': {
    uk: 'Невідоме поле',
    ru: 'Неизвестное поле',
    en: 'Unknown field',
    pl: 'Nieznane pole',
  },
  'validation.email': {
    uk: 'Некоректна електронна пошта',
    ru: 'Некорректная электронная почта',
    en: 'Invalid email',
    pl: 'Nieprawidłowy adres e-mail',
  },
  'validation.phone': {
    uk: 'Некоректний номер телефону',
    ru: 'Некорректный номер телефона',
    en: 'Invalid phone number',
    pl: 'Nieprawidłowy numer telefonu',
  },
  'validation.length': {
    uk: 'Від {min} до {max} символів',
    ru: 'От {min} до {max} символов',
    en: 'From {min} to {max} characters',
    pl: 'Od {min} do {max} znaków',
  },
  'validation.passwordLength': {
    uk: 'Пароль має містити від {min} до {max} символів',
    ru: 'Пароль должен содержать от {min} до {max} символов',
    en: 'Password must have {min} to {max} characters',
    pl: 'Hasło musi mieć od {min} do {max} znaków',
  },
  'validation.passwordsMismatch': {
    uk: 'Паролі не збігаються',
    ru: 'Пароли не совпадают',
    en: 'Passwords do not match',
    pl: 'Hasła nie są zgodne',
  },
  'validation.nameLength': {
    uk: "Ім'я має містити від {min} до {max} символів",
    ru: 'Имя должно содержать от {min} до {max} символов',
    en: 'Name must have {min} to {max} characters',
    pl: 'Imię musi mieć od {min} do {max} znaków',
  },
  'validation.categoryNameLength': {
    uk: 'Назва має містити від {min} до {max} символів',
    ru: 'Название должно содержать от {min} до {max} символов',
    en: 'Name must have {min} to {max} characters',
    pl: 'Nazwa musi mieć od {min} do {max} znaków',
  },
  'validation.projectNameLength': {
    uk: 'Назва проєкту має містити від {min} до {max} символів',
    ru: 'Название проекта должно содержать от {min} до {max} символов',
    en: 'Project name must have {min} to {max} characters',
    pl: 'Nazwa projektu musi mieć od {min} do {max} znaków',
  },
  'validation.maxLength': {
    uk: 'Не більше {max} символів',
    ru: 'Не более {max} символов',
    en: 'At most {max} characters',
    pl: 'Nie więcej niż {max} znaków',
  },
  'validation.rolesRequired': {
    uk: 'Оберіть хоча б одну роль',
    ru: 'Выберите хотя бы одну роль',
    en: 'Choose at least one role',
    pl: 'Wybierz co najmniej jedną rolę',
  },
  'validation.trustedAuthorNotMember': {
    uk: 'Довіреними можуть бути лише активні автори цього проєкту',
    ru: 'Доверенными могут быть только активные авторы этого проекта',
    en: 'Only active authors of this project can be trusted',
    pl: 'Zaufanymi mogą być tylko aktywni autorzy tego projektu',
  },
  'validation.projectRequired': {
    uk: 'Оберіть проєкт',
    ru: 'Выберите проект',
    en: 'Choose a project',
    pl: 'Wybierz projekt',
  },
  'validation.storageKey': {
    uk: 'Ключ може містити лише латинські літери, цифри, «_» і «-» (до 64 символів)',
    ru: 'Ключ может содержать только латинские буквы, цифры, «_» и «-» (до 64 символов)',
    en: 'A key may contain only Latin letters, digits, "_" and "-" (up to 64 characters)',
    pl: 'Klucz może zawierać tylko litery łacińskie, cyfry, „_” i „-” (do 64 znaków)',
  },
  'validation.exerciseTitleLength': {
    uk: 'Назва має містити від {min} до {max} символів',
    ru: 'Название должно содержать от {min} до {max} символов',
    en: 'Title must have {min} to {max} characters',
    pl: 'Tytuł musi mieć od {min} do {max} znaków',
  },
  'validation.tagNameLength': {
    uk: 'Тег має містити від {min} до {max} символів',
    ru: 'Тег должен содержать от {min} до {max} символов',
    en: 'A tag must have {min} to {max} characters',
    pl: 'Tag musi mieć od {min} do {max} znaków',
  },
  'validation.categoryRequired': {
    uk: 'Оберіть категорію',
    ru: 'Выберите категорию',
    en: 'Choose a category',
    pl: 'Wybierz kategorię',
  },
  'validation.presentationRequired': {
    uk: 'Завантажте презентацію .pptx',
    ru: 'Загрузите презентацию .pptx',
    en: 'Upload a .pptx presentation',
    pl: 'Prześlij prezentację .pptx',
  },
  'validation.tagRequired': {
    uk: 'Додайте хоча б один тег',
    ru: 'Добавьте хотя бы один тег',
    en: 'Add at least one tag',
    pl: 'Dodaj co najmniej jeden tag',
  },
  'validation.dateRange': {
    uk: 'Кінцева дата не може бути раніше початкової',
    ru: 'Конечная дата не может быть раньше начальной',
    en: 'The end date cannot be before the start date',
    pl: 'Data końcowa nie może być wcześniejsza niż początkowa',
  },
  'validation.ageRange': {
    uk: 'Вік «від» не може бути більшим за вік «до»',
    ru: 'Возраст «от» не может быть больше возраста «до»',
    en: 'Age "from" cannot exceed age "to"',
    pl: 'Wiek „od” nie może przekraczać wieku „do”',
  },
  'validation.ageRangeRequired': {
    uk: 'Додайте хоча б один віковий діапазон',
    ru: 'Добавьте хотя бы один возрастной диапазон',
    en: 'Add at least one age range',
    pl: 'Dodaj co najmniej jeden przedział wiekowy',
  },
  'validation.slideRange': {
    uk: 'Максимум слайдів не може бути меншим за мінімум',
    ru: 'Максимум слайдов не может быть меньше минимума',
    en: 'The maximum number of slides cannot be below the minimum',
    pl: 'Maksymalna liczba slajdów nie może być mniejsza niż minimalna',
  },
  'validation.interestNameLength': {
    uk: 'Назва має містити від {min} до {max} символів',
    ru: 'Название должно содержать от {min} до {max} символов',
    en: 'Name must have {min} to {max} characters',
    pl: 'Nazwa musi mieć od {min} do {max} znaków',
  },
  'validation.assetNameLength': {
    uk: 'Назва має містити від {min} до {max} символів',
    ru: 'Название должно содержать от {min} до {max} символов',
    en: 'Name must have {min} to {max} characters',
    pl: 'Nazwa musi mieć od {min} do {max} znaków',
  },
  'validation.genderRequired': {
    uk: 'Оберіть хоча б одну стать',
    ru: 'Выберите хотя бы один пол',
    en: 'Choose at least one gender',
    pl: 'Wybierz co najmniej jedną płeć',
  },
  'validation.ageFromAfterTo': {
    uk: 'Вік «від» не може бути більшим за вік «до»',
    ru: 'Возраст «от» не может быть больше возраста «до»',
    en: 'Age "from" cannot exceed age "to"',
    pl: 'Wiek „od” nie może przekraczać wieku „do”',
  },
  'validation.ageToBeforeFrom': {
    uk: 'Вік «до» не може бути меншим за вік «від»',
    ru: 'Возраст «до» не может быть меньше возраста «от»',
    en: 'Age "to" cannot be below age "from"',
    pl: 'Wiek „do” nie może być mniejszy niż wiek „od”',
  },
  'validation.date': {
    uk: 'Вкажіть дату у форматі РРРР-ММ-ДД',
    ru: 'Укажите дату в формате ГГГГ-ММ-ДД',
    en: 'Enter a date as YYYY-MM-DD',
    pl: 'Podaj datę w formacie RRRR-MM-DD',
  },
  'validation.birthDateFuture': {
    uk: 'Дата народження не може бути в майбутньому',
    ru: 'Дата рождения не может быть в будущем',
    en: 'The birth date cannot be in the future',
    pl: 'Data urodzenia nie może być w przyszłości',
  },
  'validation.timeZone': {
    uk: 'Невідомий часовий пояс',
    ru: 'Неизвестный часовой пояс',
    en: 'Unknown time zone',
    pl: 'Nieznana strefa czasowa',
  },
  'validation.minAboveMax': {
    uk: 'Мінімум не може перевищувати максимум',
    ru: 'Минимум не может превышать максимум',
    en: 'The minimum cannot exceed the maximum',
    pl: 'Minimum nie może przekraczać maksimum',
  },
  'validation.duplicate': {
    uk: 'Елементи повторюються',
    ru: 'Элементы повторяются',
    en: 'Items repeat',
    pl: 'Elementy się powtarzają',
  },
  'validation.templateTitleRequired': {
    uk: 'Вкажіть назву шаблону',
    ru: 'Укажите название шаблона',
    en: 'Enter the template title',
    pl: 'Podaj nazwę szablonu',
  },
  'validation.templateDescriptionRequired': {
    uk: 'Вкажіть опис шаблону',
    ru: 'Укажите описание шаблона',
    en: 'Enter the template description',
    pl: 'Podaj opis szablonu',
  },
  'validation.diagnosticBlocksRequired': {
    uk: 'Додайте хоча б один блок',
    ru: 'Добавьте хотя бы один блок',
    en: 'Add at least one block',
    pl: 'Dodaj co najmniej jeden blok',
  },
  'validation.diagnosticBlockIncomplete': {
    uk: 'Блок заповнено не повністю',
    ru: 'Блок заполнен не полностью',
    en: 'The block is not fully filled',
    pl: 'Blok nie jest w pełni wypełniony',
  },
  'validation.diagnosticVariantEmpty': {
    uk: 'Варіант відповіді не може бути порожнім',
    ru: 'Вариант ответа не может быть пустым',
    en: 'An answer variant cannot be empty',
    pl: 'Wariant odpowiedzi nie może być pusty',
  },
  'validation.diagnosticVariantsMin': {
    uk: {
      count: 'min',
      one: 'Додайте щонайменше {min} варіант відповіді',
      few: 'Додайте щонайменше {min} варіанти відповіді',
      many: 'Додайте щонайменше {min} варіантів відповіді',
      other: 'Додайте щонайменше {min} варіанта відповіді',
    },
    ru: {
      count: 'min',
      one: 'Добавьте не меньше {min} варианта ответа',
      few: 'Добавьте не меньше {min} вариантов ответа',
      many: 'Добавьте не меньше {min} вариантов ответа',
      other: 'Добавьте не меньше {min} варианта ответа',
    },
    en: {
      count: 'min',
      one: 'Add at least {min} answer variant',
      other: 'Add at least {min} answer variants',
    },
    pl: {
      count: 'min',
      one: 'Dodaj co najmniej {min} wariant odpowiedzi',
      few: 'Dodaj co najmniej {min} warianty odpowiedzi',
      many: 'Dodaj co najmniej {min} wariantów odpowiedzi',
      other: 'Dodaj co najmniej {min} wariantu odpowiedzi',
    },
  },
  'validation.diagnosticTableLineEmpty': {
    uk: 'Рядок або стовпець таблиці порожній',
    ru: 'Строка или столбец таблицы пусты',
    en: 'A table row or column is empty',
    pl: 'Wiersz lub kolumna tabeli jest pusta',
  },
  'validation.diagnosticZoneNameRequired': {
    uk: 'Вкажіть назву фону',
    ru: 'Укажите название фона',
    en: 'The background name is required',
    pl: 'Podaj nazwę tła',
  },
  'validation.diagnosticZoneRange': {
    uk: 'Фон має починатися раніше, ніж закінчується, і лежати в межах шкали',
    ru: 'Фон должен начинаться раньше, чем заканчивается, и лежать в пределах шкалы',
    en: 'A background must start before it ends and lie within the scale',
    pl: 'Tło musi zaczynać się przed końcem i mieścić się w skali',
  },
  'validation.diagnosticZonesOverlap': {
    uk: 'Фони не можуть перекриватися',
    ru: 'Фоны не могут перекрываться',
    en: 'Backgrounds cannot overlap',
    pl: 'Tła nie mogą się nakładać',
  },
  'validation.diagnosticScaleOrder': {
    uk: 'Позначки шкали йдуть по порядку: початок, центр, кінець',
    ru: 'Отметки шкалы идут по порядку: начало, центр, конец',
    en: 'Scale marks go in order: start, centre, end',
    pl: 'Znaczniki skali idą po kolei: początek, środek, koniec',
  },
  'validation.diagnosticScaleStep': {
    uk: {
      count: 'max',
      one: 'Крок має ділити шкалу на рівні поділки (не більше {max} поділки), центр — на поділці',
      few: 'Крок має ділити шкалу на рівні поділки (не більше {max} поділок), центр — на поділці',
      many: 'Крок має ділити шкалу на рівні поділки (не більше {max} поділок), центр — на поділці',
      other: 'Крок має ділити шкалу на рівні поділки (не більше {max} поділки), центр — на поділці',
    },
    ru: {
      count: 'max',
      one: 'Шаг должен делить шкалу на равные деления (не больше {max} деления), центр — на делении',
      few: 'Шаг должен делить шкалу на равные деления (не больше {max} делений), центр — на делении',
      many: 'Шаг должен делить шкалу на равные деления (не больше {max} делений), центр — на делении',
      other:
        'Шаг должен делить шкалу на равные деления (не больше {max} деления), центр — на делении',
    },
    en: {
      count: 'max',
      one: 'The step must split the scale into equal divisions (at most {max} division), with the centre on one',
      other:
        'The step must split the scale into equal divisions (at most {max} divisions), with the centre on one',
    },
    pl: {
      count: 'max',
      one: 'Krok musi dzielić skalę na równe działki (najwyżej {max} działkę), a środek ma leżeć na działce',
      few: 'Krok musi dzielić skalę na równe działki (najwyżej {max} działki), a środek ma leżeć na działce',
      many: 'Krok musi dzielić skalę na równe działki (najwyżej {max} działek), a środek ma leżeć na działce',
      other:
        'Krok musi dzielić skalę na równe działki (najwyżej {max} działki), a środek ma leżeć na działce',
    },
  },
  'validation.diagnosticFormulaSource': {
    uk: 'Формула може рахувати лише шкали, таблиці та варіанти відповідей цього шаблону',
    ru: 'Формула может считать только шкалы, таблицы и варианты ответов этого шаблона',
    en: 'A formula can count only scales, tables and answer variants of this template',
    pl: 'Formuła może liczyć tylko skale, tabele i warianty odpowiedzi tego szablonu',
  },
  'validation.diagnosticAnswer': {
    uk: 'Відповідь не підходить до питання',
    ru: 'Ответ не подходит к вопросу',
    en: 'The answer does not fit the question',
    pl: 'Odpowiedź nie pasuje do pytania',
  },
  'validation.diagnosticTooMany': {
    uk: {
      count: 'max',
      one: 'Не більше {max} елемента',
      few: 'Не більше {max} елементів',
      many: 'Не більше {max} елементів',
      other: 'Не більше {max} елемента',
    },
    ru: {
      count: 'max',
      one: 'Не больше {max} элемента',
      few: 'Не больше {max} элементов',
      many: 'Не больше {max} элементов',
      other: 'Не больше {max} элемента',
    },
    en: {
      count: 'max',
      one: 'At most {max} item',
      other: 'At most {max} items',
    },
    pl: {
      count: 'max',
      one: 'Najwyżej {max} element',
      few: 'Najwyżej {max} elementy',
      many: 'Najwyżej {max} elementów',
      other: 'Najwyżej {max} elementu',
    },
  },
} as const satisfies Catalog;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** Parameters a message always carries, so a field error can name both of its bounds. */
const DEFAULT_PARAMS: Partial<Record<MessageKey, Record<string, number>>> = {
  'validation.passwordLength': PASSWORD_LENGTH,
  'validation.nameLength': NAME_LENGTH,
  'validation.projectNameLength': PROJECT_NAME_LENGTH,
  'validation.categoryNameLength': CATEGORY_NAME_LENGTH,
  'validation.exerciseTitleLength': EXERCISE_TITLE_LENGTH,
  'validation.tagNameLength': TAG_NAME_LENGTH,
  PRESENTATION_TOO_LARGE: { max: PRESENTATION_MAX_BYTES / 1024 / 1024 },
  'validation.interestNameLength': INTEREST_NAME_LENGTH,
  'validation.assetNameLength': ASSET_NAME_LENGTH,
  PRESENTATION_TOO_MANY_SLIDES: { max: PRESENTATION_MAX_SLIDES },
  IMAGE_TOO_LARGE: { max: AVATAR_MAX_BYTES / 1024 / 1024 },
  PRESENTATION_IMAGE_TOO_LARGE: { pixels: IMAGE_MAX_PIXELS / 1_000_000 },
  IMAGE_TOO_MANY_PIXELS: { pixels: IMAGE_MAX_PIXELS / 1_000_000 },
  'validation.diagnosticVariantsMin': { min: DIAGNOSTIC_VARIANTS.min },
  'validation.diagnosticScaleStep': { max: DIAGNOSTIC_SCALE_DIVISIONS_MAX },
};

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The text of a message for the number it counts, in the language's plural category. */
function chooseText(
  text: string | PluralText,
  lang: Language,
  params: Record<string, string | number>,
): string {
  if (typeof text === 'string') return text;
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return text[rules.select(Number(params[text.count]))] ?? text.other;
}

export function formatMessage(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  const all: Record<string, string | number> = { ...DEFAULT_PARAMS[key], ...params };
  const text: string | PluralText = MESSAGES[key][lang];
  return chooseText(text, lang, all).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in all ? String(all[name]) : whole,
  );
}
