// The code samples of the testing guide (/review/doc). Code is the same in every language.

export const CODE_SAMPLES = {
  structure: `Game.zip
└── Game/
    ├── Game.html        ← the page the network opens (same name as the zip and the folder)
    ├── js/game.js
    ├── css/style.css
    └── img/hero.png`,
  shapes: `Game.zip
└── Game/
    └── Game.html

Game.zip
├── Game.html
└── assets/…

index.zip
└── web-mobile/
    └── index.html

Game.html`,
  networkCta: `// Mintegral
window.install();
// MRAID 2.0/3.0: AppLovin, Unity, ironSource, AdColony
mraid.open(storeUrl);
// ironSource DAPI
dapi.openStoreUrl();
// Meta, Moloco
FbPlayableAd.onCTAClick();
// Google Ads: <script src=".../exitapi.js"> in <head>
ExitApi.exit();
// Vungle / Liftoff
parent.postMessage('download', '*');
// TikTok / Pangle: <script src="playable-sdk.js"> at the end of <body>
window.openAppStore();
// Luna
Luna.Unity.Playable.InstallFullGame();`,
  html: `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
  <title>Game</title>
  <link rel="stylesheet" href="css/style.css">
</head>
<body>
  <div id="stage"></div>
  <script src="js/game.js"></script>
</body>
</html>`,
  lifecycle: `// Called by the host when the ad becomes visible: start music and timers here.
window.gameStart = function () {
  game.resume();
};

// Called by the host when the ad is closed: stop sound and timers.
window.gameClose = function () {
  game.pause();
};

// Tell the host the ad has loaded and can be shown.
window.addEventListener('load', function () {
  window.gameReady();
});`,
  cta: `// Every tap on the download button opens the store through the host.
ctaButton.addEventListener('click', function () {
  window.install();
});

// The playable reached its end screen.
function onLevelComplete() {
  window.gameEnd();
}

// The player chose to play again.
retryButton.addEventListener('click', function () {
  window.gameRetry();
  game.restart();
});`,
  zip: `# From the folder that contains Game/, without macOS metadata:
zip -r -X Game.zip Game -x "*.DS_Store" "__MACOSX/*"

# Check the package from your own build pipeline (the answer is the JSON report):
curl -F "file=@Game.zip" https://www.playmind-studio.com/api/review/upload
curl -F "file=@Game.html" https://www.playmind-studio.com/api/review/upload   # a single page works too`,
} as const;

export type CodeSampleName = keyof typeof CODE_SAMPLES;
