import { getRenderState } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createLessonWorld } from '../lesson-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.slovo.test' });
  w = await createLessonWorld(t);
  ({ token } = await w.prepareLesson());
});
afterAll(() => t.close());

type PlayedItem = {
  presentation: Record<string, unknown> & {
    url: string | null;
    render_state: 'pending' | 'done' | 'failed' | 'browser' | null;
    renderer: 'libreoffice' | 'browser';
    slides: { notes: string; image_url: string | null }[];
  };
};

describe('the lesson link without an account', () => {
  it("gives the child's screen only what it shows: no upload ids, file facts or speaker notes", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/play-lesson/${token}` });
    expect(response.statusCode).toBe(200);
    const lesson = response.json().data;
    expect(lesson.is_leader).toBe(false);
    expect(lesson.lesson_id).toBeNull();
    expect(lesson.workspace_id).toBeNull();
    expect(lesson.items).toHaveLength(3);
    for (const { presentation } of lesson.items as PlayedItem[]) {
      for (const field of ['id', 'kind', 'name', 'mime', 'size', 'slide_count']) {
        expect(presentation).not.toHaveProperty(field);
      }
      // The deck itself only where the browser must draw its slides from it.
      if (getRenderState(presentation) === 'browser')
        expect(presentation.url).toMatch(/signature=/);
      else expect(presentation.url).toBeNull();
      expect(presentation.slides.length).toBeGreaterThan(0);
      for (const slide of presentation.slides) expect(slide.notes).toBe('');
    }
  });

  it('gives the teacher who leads the speaker notes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/play-lesson/${token}`,
      headers: { authorization: `Bearer ${w.teacher.token}` },
    });
    const lesson = response.json().data;
    expect(lesson.is_leader).toBe(true);
    const notes = (lesson.items as PlayedItem[]).flatMap((item) =>
      item.presentation.slides.map((slide) => slide.notes),
    );
    expect(notes.filter((note) => note !== '').length).toBeGreaterThan(0);
  });
});
