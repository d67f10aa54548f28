/**
 * Styles of the server-rendered shell around the article (whose own styles come from the web
 * app's marketing.css, inlined from the build): the header and footer stand-ins have the app's
 * font and heights, so the app's render over them moves nothing visibly. All scoped to .ssr.
 */
export const SSR_STYLE = [
  'body{margin:0}',
  '.ssr{font-family:Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1a1a;font-size:1rem;line-height:1.5;display:flex;flex-direction:column;min-height:100vh}',
  '.ssr a{color:#00739A}',
  // The app's header wraps to different heights per breakpoint (switcher, buttons, menu, links).
  '.ssr-top{box-sizing:border-box;border-bottom:3px solid #009ACE;min-height:151px}',
  '@media(min-width:600px){.ssr-top{min-height:109px}}',
  '@media(min-width:900px){.ssr-top{min-height:67px}}',
  '@media(min-width:1200px){.ssr-top{min-height:0}}',
  '.ssr-bar,.ssr-nav,.ssr-main,.ssr-foot{box-sizing:border-box;width:100%;margin:0 auto;padding-left:16px;padding-right:16px}',
  '@media(min-width:600px){.ssr-bar,.ssr-nav,.ssr-main,.ssr-foot{padding-left:24px;padding-right:24px}}',
  '.ssr-bar,.ssr-nav{max-width:1600px}',
  '.ssr-bar{display:flex;align-items:center;min-height:56px}',
  '@media(min-width:600px){.ssr-bar{min-height:64px}}',
  '.ssr .ssr-brand{font-weight:700;font-size:1.1rem;text-decoration:none;color:#1a1a1a}',
  '.ssr-nav{display:none}',
  '@media(min-width:1200px){.ssr-nav{display:block;padding-bottom:12px}}',
  '.ssr-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:24px}',
  '.ssr .ssr-nav a{font-weight:500;text-decoration:none;color:#1a1a1a}',
  '.ssr-main{flex:1;max-width:1440px;padding-top:24px;padding-bottom:24px}',
  '@media(min-width:900px){.ssr-main{padding-top:40px;padding-bottom:40px}}',
  '.ssr-foot{background:#1f2a44;color:#fff;padding-top:40px;padding-bottom:40px;margin-top:48px}',
  '.ssr .ssr-foot a{color:#fff}',
].join('');
