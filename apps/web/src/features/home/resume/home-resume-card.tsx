import { formatEuro, HOME_RESUME_MESSAGES as TEXT } from '@wallet/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { useLatestHomeQuote } from '../api/get-latest-home-quote';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import './home-resume-card.css';

/**
 * platform.md 2.5: 'Continue with your latest Home quote' on the landing page, for a signed-in
 * customer with a saved home quote. It renders on the first page, so it stays free of the schema
 * library: the forms' mapper is fetched only when the customer continues.
 */
export function HomeResumeCard({ enabled }: { enabled: boolean }) {
  const navigate = useNavigate();
  const { data: latest } = useLatestHomeQuote(enabled);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    // home.md 4: the landing page ends a resume that was not finished once a saved quote exists.
    if (latest && readHomeJourney().resuming) updateHomeJourney({ resuming: false });
  }, [latest]);

  if (!enabled || !latest) return null;

  const onContinue = async () => {
    setStarting(true);
    try {
      const { startHomeResume } = await import('./start-home-resume');
      startHomeResume(latest.homeQuote);
    } catch {
      // A saved quote the forms cannot read (or a failed download of the mapper) still takes
      // the customer to the first step, with a fresh form instead of a resumed one.
    }
    navigate(PATHS.homeQuoteStart);
  };

  return (
    <Card as="section" accent="primary" aria-labelledby="home-resume-title">
      <h2 id="home-resume-title" className="home-resume__title">
        {TEXT.title}
      </h2>
      <dl className="home-resume__details">
        <div>
          <dt>{TEXT.quoteReference}</dt>
          <dd>{latest.quoteReference}</dd>
        </div>
        {latest.coverPremiumCents !== null && (
          <div>
            <dt>{TEXT.premium}</dt>
            <dd>{formatEuro(latest.coverPremiumCents)}</dd>
          </div>
        )}
      </dl>
      <Button onClick={() => void onContinue()} disabled={starting}>
        {TEXT.continue}
      </Button>
    </Card>
  );
}
