import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstReads } from './first-reads';

const read = (name: string) => ({ queryKey: [name], queryFn: vi.fn(async () => name) });
const account = read('account');
const close = read('close');
const complaints = read('complaints');

vi.mock('../features/profile/api/first-reads', () => ({
  ACCOUNT_FIRST_READS: { '/account': [account], '/account/close': [close] },
}));
vi.mock('../features/complaints/api/first-reads', () => ({
  COMPLAINT_FIRST_READS: { '/complaints': [complaints] },
}));

describe('prefetchFirstReads', () => {
  beforeEach(() => vi.clearAllMocks());

  it("asks for the page's own reads, by its address, and holds their answers", async () => {
    const queryClient = new QueryClient();
    // As the router matches it: without regard to case, with or without a closing slash.
    await prefetchFirstReads(queryClient, '/Account/Close/');
    expect(close.queryFn).toHaveBeenCalledTimes(1);
    expect(account.queryFn).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['close'])).toBe('close');
  });

  it('asks for nothing on a page without first reads, or one only named like a feature', async () => {
    const queryClient = new QueryClient();
    await prefetchFirstReads(queryClient, '/wallet');
    await prefetchFirstReads(queryClient, '/accounts');
    await prefetchFirstReads(queryClient, '/account/email');
    expect(account.queryFn).not.toHaveBeenCalled();
    expect(close.queryFn).not.toHaveBeenCalled();
    expect(complaints.queryFn).not.toHaveBeenCalled();
  });
});
