// The shell's first chunk runs this before any shared module is negotiated: @store/ui's file itself,
// bundled here, not the shared package.
export { inTasks, yieldToMain } from '@store/ui/yield-to-main';
