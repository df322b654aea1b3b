/**
 * The ribbon every page of an explicit sandbox deployment starts with (PAYMENTS_MODE=sandbox,
 * docs/operations.md "Safe defaults"): whoever reaches such a site learns before paying that nothing
 * is charged. Plain HTML with inline styles, since it lives outside the app's stylesheet and #root;
 * a top-level complementary landmark with a name, so axe's region rules are met.
 */
export const TEST_MODE_RIBBON_HTML =
  '<aside aria-label="Test mode" data-test-mode-ribbon="" ' +
  'style="background:#fef3c7;color:#78350f;border-bottom:1px solid #f59e0b;font:600 14px/1.4 system-ui,sans-serif;padding:6px 16px;text-align:center">' +
  'Test mode: payments on this site are simulated and no money is charged.' +
  '</aside>';
