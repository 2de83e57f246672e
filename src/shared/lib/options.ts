/** A select option for a referenced object: its url (the value the API takes) and its name. */
export interface UrlOption {
  url: string
  name: string
}

/** The same, with the object's id (for filters kept in the URL). */
export interface Option extends UrlOption {
  id: number
}
