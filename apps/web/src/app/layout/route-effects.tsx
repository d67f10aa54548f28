import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { siteConfig } from '../../lib/site-config';
import { captureCampaignParams, trackArrivalFromListedSite, trackPageView } from '../../lib/tracking';

let arrivalTracked = false;

/**
 * What happens on every route change: scroll to top, or to the anchor when the URL has a hash;
 * keep campaign parameters; push page_view.
 */
export function RouteEffects() {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (!arrivalTracked) {
      arrivalTracked = true;
      trackArrivalFromListedSite(document.referrer, siteConfig().referrerDomains);
    }
  }, []);

  useEffect(() => {
    captureCampaignParams(search);
    trackPageView();
  }, [pathname, search]);

  // The first render keeps the scroll position: a server-rendered page may already have been
  // scrolled by its reader before the app took over.
  const firstRender = useRef(true);
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      if (!first) window.scrollTo(0, 0);
      return;
    }
    return scrollToAnchor(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash]);

  return null;
}

/** The anchor's content may render after the route (lazy sections), so wait for it briefly. */
function scrollToAnchor(id: string): () => void {
  const tryScroll = () => {
    const el = document.getElementById(id);
    if (el) el.scrollIntoView();
    return Boolean(el);
  };
  if (tryScroll()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryScroll()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), 5000);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
