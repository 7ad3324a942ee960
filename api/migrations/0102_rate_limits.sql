-- Rate-limit counters shared by every API process (src/core/rate-limit.ts): one row per
-- (scope, key), e.g. ('signup', client address) or ('signin:pair', address + email). A window
-- opens at the first hit and lasts until resets_at; each hit is one atomic upsert.
CREATE TABLE rate_limit_counters (
  scope text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

-- Expired rows are swept by resets_at.
CREATE INDEX rate_limit_counters_resets_at_idx ON rate_limit_counters (resets_at);

-- Sign-in failures are now counted per (email, address) pair and per address in the counters
-- above, no longer per account.
DROP TABLE sign_in_failures;
