-- Sessions (issue 24 items 4, 5): one row per sign-in, the refresh-token family of 003 made a
-- row of its own. Access tokens name their session (`sid`); every request with one reads this
-- row by its primary key, so logout, a password change, recovery and a refresh-token replay end
-- the access tokens of a session at once, on every instance, not only its refresh tokens.
CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- The newest refresh token's expiry; no access token of the session outlives it.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);
CREATE INDEX auth_sessions_expires_idx ON auth_sessions (expires_at);

-- The families signed in before this migration keep working: each becomes a session, revoked
-- when all its tokens were.
INSERT INTO auth_sessions (id, user_id, created_at, expires_at, revoked_at)
SELECT family_id, min(user_id), min(created_at), max(expires_at),
       CASE WHEN bool_and(revoked_at IS NOT NULL) THEN max(revoked_at) END
  FROM refresh_tokens
 GROUP BY family_id;

ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_session_fk FOREIGN KEY (family_id) REFERENCES auth_sessions (id) ON DELETE CASCADE;

-- Revocation is the session's now: one place to end a sign-in.
ALTER TABLE refresh_tokens DROP COLUMN revoked_at;
