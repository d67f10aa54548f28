/**
 * Styles of the server-rendered shell around the article (whose own styles come from the web
 * app's marketing.css, inlined from the build): the header and footer stand-ins have the app's
 * font and heights, so the app's render over them moves nothing visibly. All scoped to .ssr.
 */
export const SSR_STYLE = [
  'body{margin:0}',
  '.ssr{font-family:"Figtree Variable","Helvetica Neue",Arial,sans-serif;color:#1F2933;font-size:1rem;line-height:1.5;display:flex;flex-direction:column;min-height:100vh}',
  '.ssr a{color:#00739A}',
  // The app's header (apps/web/src/app/layout/header.tsx): a 64 px bar (72 from md), plus a
  // 48 px navigation row from lg, each with a 1 px border.
  '.ssr-top{box-sizing:border-box;border-bottom:1px solid #D9E2EC}',
  '.ssr-bar,.ssr-nav ul,.ssr-main,.ssr-foot{box-sizing:border-box;width:100%;margin:0 auto;padding-left:16px;padding-right:16px}',
  '@media(min-width:600px){.ssr-bar,.ssr-nav ul,.ssr-main,.ssr-foot{padding-left:24px;padding-right:24px}}',
  '.ssr-bar,.ssr-nav ul{max-width:1600px}',
  '.ssr-bar{display:flex;align-items:center;height:64px}',
  '@media(min-width:900px){.ssr-bar{height:72px}}',
  '.ssr .ssr-brand{display:inline-flex;align-items:center;gap:10px;font-weight:800;font-size:1.05rem;line-height:1.15;letter-spacing:-0.01em;text-decoration:none;color:#1F2933;max-width:236px}',
  '.ssr-brand span{display:none}',
  '@media(min-width:900px){.ssr-brand span{display:inline}}',
  '.ssr-nav{display:none;background:#F4F8FA;border-top:1px solid #D9E2EC}',
  '@media(min-width:1200px){.ssr-nav{display:block}}',
  '.ssr-nav ul{list-style:none;display:flex;align-items:center;gap:24px;height:48px}',
  '.ssr .ssr-nav a{font-weight:500;font-size:0.9375rem;white-space:nowrap;text-decoration:none;color:#1F2933}',
  '.ssr-main{flex:1;min-height:100vh;max-width:1440px;padding-top:24px;padding-bottom:24px}',
  '@media(min-width:900px){.ssr-main{padding-top:40px;padding-bottom:40px}}',
  '.ssr-foot{background:#102A43;color:#fff;padding-top:48px;padding-bottom:32px;margin-top:64px}',
  '.ssr .ssr-foot a{color:#fff}',
].join('');
