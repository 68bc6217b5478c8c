// Message keys carried in CheckResult.message, with their English text. The UI translates the keys; the
// CLI and e-mails without a locale print the English. Install and game_end carry the page's hints
// (docs/PRODUCT.md, Playable testing page).

export const CHECK_MESSAGES = {
  file_failed: 'The package breaks the file rules.',
  html_label_failed: 'Browsers read or lay out the HTML page differently than it is written.',
  base64_failed: 'Some embedded data or code-loaded files are broken or not in the package.',
  outer_chain_failed: 'The playable loads resources from outside the package.',
  code_failed: 'A script has an error.',
  html_label_warning:
    'Browsers read the page the same, but its structure deserves a fix: the evidence says what to add.',
  file_warning: 'Nothing breaks the file rules, but some files deserve a look.',
  base64_warning: 'Some files or embedded data may not load: the evidence says why the check cannot be sure.',
  outer_chain_warning:
    'Some code may reach outside the package, did so and kept running, or uses module scripts: the evidence says what happened.',
  code_warning:
    'Nothing in the code failed, but something deserves a look: the evidence says what, and why it does not fail.',
  code_blank: 'The playable drew nothing and called no ad API in its first 5 seconds.',
  code_not_loaded: "The playable's page never started in the player.",
  game_ready_undetected: 'Undetected. The playable did not call gameReady().',
  game_ready_undetected_mraid:
    "Undetected. The playable did not wait for MRAID's ready event (mraid.getState() or mraid.addEventListener('ready')).",
  game_ready_undetected_dapi:
    "Undetected. The playable did not wait for DAPI's ready event (dapi.isReady() or dapi.addEventListener('ready')).",
  game_ready_not_applicable: 'Not required: the ad API this playable uses has no ready call.',
  game_start_undetected: 'Undetected. gameStart() was not called yet.',
  game_start_missing: 'The playable does not define a global gameStart() function.',
  game_start_threw: 'gameStart() threw an error.',
  game_start_not_applicable:
    'Not required: only Mintegral builds define gameStart() for the network to call.',
  game_close_undetected: 'Undetected. gameClose() was not called yet.',
  game_close_missing: 'The playable does not define a global gameClose() function.',
  game_close_threw: 'gameClose() threw an error.',
  game_close_not_applicable:
    'Not required: only Mintegral builds define gameClose() for the network to call.',
  game_retry_undetected: 'Undetected. The playable did not call gameRetry().',
  game_retry_not_applicable: 'Not required: only the Mintegral contract has gameRetry().',
  install_undetected: 'Undetected. Please click the CTA button.',
  install_without_gesture: 'The CTA was called before any user interaction.',
  game_end_undetected: 'Undetected. Make sure to test all steps.',
  game_end_not_applicable: 'Not required: the ad API this playable uses has no end call.',
} as const;

export type CheckMessageKey = keyof typeof CHECK_MESSAGES;
