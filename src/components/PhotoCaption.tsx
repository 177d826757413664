import type { BuiltImage } from "../../core/content-types.ts";

/** An install photo of the owner's proof: the picture, the place and the town. */
export interface Photo {
  image: BuiltImage;
  place: string;
  town: string;
}

/** Where a photo was taken, under it. */
export function PhotoCaption({ photo }: { photo: Photo }) {
  return (
    <figcaption className="proof-photo__caption">
      {photo.place}, {photo.town}
    </figcaption>
  );
}
