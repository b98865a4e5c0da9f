/** /profile is the same screen as /dashboard (docs/product/spec.md §2); `?tab=billing` opens the payments tab. */
export { action, default, loader, meta } from './dashboard.tsx'
