-- Failed sign-ins and wrong second-factor codes are counted in the shared budgets (budget_counters,
-- or Redis), each try before its check in one atomic step: these tables were read and then written,
-- so parallel tries all passed the same count. The counts they held are an hour old at most.
DROP TABLE "sign_in_failures";
--> statement-breakpoint
DROP TABLE "mfa_failures";
