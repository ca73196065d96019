import { ABOUT_YOU_DEFAULTS } from '@wallet/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { clearHomeJourney, updateHomeJourney } from './home-journey';
import { savedHomeAnswers } from './save-home-journey';

afterEach(() => clearHomeJourney());

describe('savedHomeAnswers (what sign-out saves, home.md 4)', () => {
  it('saves the answers of a journey in progress', () => {
    updateHomeJourney({ aboutYou: { ...ABOUT_YOU_DEFAULTS, firstName: 'Siobhán' } });
    expect(savedHomeAnswers()?.aboutYou?.firstName).toBe('Siobhán');
  });

  it('saves nothing for a form started again and left empty', () => {
    updateHomeJourney({ aboutYou: ABOUT_YOU_DEFAULTS });
    expect(savedHomeAnswers()).toBeNull();
  });
});
