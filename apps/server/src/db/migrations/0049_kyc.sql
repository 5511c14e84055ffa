-- Identity and KYC (issue 21, docs/player-protection.md "Identity").
--
-- 1. The profile details the spec names and the member lacked. Occupation and source of income are a code
--    from the contract's list (OCCUPATIONS, INCOME_SOURCES) or 'other' with its text beside it.
ALTER TABLE member
  ADD COLUMN address                text CHECK (address IS NULL OR char_length(address) BETWEEN 1 AND 255),
  ADD COLUMN nationality            text CHECK (nationality IS NULL OR nationality ~ '^[A-Z]{2}$'),
  ADD COLUMN occupation             text CHECK (occupation IS NULL OR char_length(occupation) <= 32),
  ADD COLUMN occupation_other       text CHECK (occupation_other IS NULL OR char_length(occupation_other) <= 100),
  ADD COLUMN source_of_income       text CHECK (source_of_income IS NULL OR char_length(source_of_income) <= 32),
  ADD COLUMN source_of_income_other text
    CHECK (source_of_income_other IS NULL OR char_length(source_of_income_other) <= 100);

-- 2. The KYC status of a member who has uploaded something: no row is 'none'. A rejection keeps its reason;
--    a new upload after it sets 'pending' again (reason kept until the next review, for the operator).
CREATE TABLE member_kyc (
  member_id    bigint PRIMARY KEY REFERENCES member (id),
  merchant_id  bigint NOT NULL REFERENCES merchant (id),
  status       text NOT NULL CHECK (status IN ('pending', 'verified', 'rejected')),
  reason       text CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 500),
  -- The last upload that put the member in the queue; the queue is oldest first.
  submitted_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at  timestamptz,
  reviewed_by  bigint REFERENCES operator (id),
  CHECK (status <> 'rejected' OR reason IS NOT NULL)
);
CREATE INDEX member_kyc_queue_idx ON member_kyc (merchant_id, status, submitted_at);

-- 3. Every uploaded document; the bytes are a stored_file (platform file storage), checked by content.
CREATE TABLE kyc_document (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  member_id   bigint NOT NULL REFERENCES member (id),
  kind        text NOT NULL CHECK (kind IN ('id_front', 'id_back', 'proof_of_address', 'selfie_with_id')),
  file_id     bigint NOT NULL UNIQUE REFERENCES stored_file (id),
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
CREATE INDEX kyc_document_member_idx ON kyc_document (member_id, id DESC);

-- 4. Identity documents may be PDFs (a bank statement); images stay png or jpg.
ALTER TABLE stored_file DROP CONSTRAINT stored_file_mime_type_check;
ALTER TABLE stored_file
  ADD CONSTRAINT stored_file_mime_type_check
  CHECK (mime_type IN ('image/png', 'image/jpeg', 'application/pdf'));
