/** Adds the Google Maps script (places library) to the page once; resolves when the API is ready. */
export function injectMapsScript(apiKey: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const global = window as unknown as Record<string, unknown>
    const callback = `__templeMapsReady${Date.now().toString(36)}`
    const script = document.createElement('script')
    global[callback] = () => {
      delete global[callback]
      resolve()
    }
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async&callback=${callback}`
    script.async = true
    script.onerror = () => {
      // Removed so that a retry adds a fresh script.
      script.remove()
      delete global[callback]
      reject(new Error('The Google Maps script could not be loaded'))
    }
    document.head.append(script)
  })
}
