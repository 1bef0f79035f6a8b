// zod schemas of the WordPress REST responses: unknown fields pass, wrong types are caught field by field.
import { z } from 'zod';

/** A text field that may be missing, null, `false` (ACF's empty value) or a number. */
const looseText = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''));

/** ACF galleries: an array of URLs (or image objects), `false` or `""` when empty. */
const looseGallery = z
  .union([
    z.array(z.union([z.string(), z.looseObject({ url: z.string().optional(), sizes: z.record(z.string(), z.unknown()).optional() })])),
    z.literal(false),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((value) =>
    Array.isArray(value)
      ? value.map((entry) => (typeof entry === 'string' ? entry : (entry.url ?? ''))).filter((url) => url.length > 0)
      : [],
  );

const rendered = z.looseObject({ rendered: z.string().catch('') }).optional().catch(undefined);

const sizeSchema = z.looseObject({ source_url: z.string(), width: z.number().optional(), height: z.number().optional() });

export const wpMediaSchema = z.looseObject({
  id: z.number().optional(),
  source_url: z.string().optional(),
  alt_text: z.string().optional().catch(undefined),
  media_details: z
    .looseObject({
      width: z.number().optional().catch(undefined),
      height: z.number().optional().catch(undefined),
      sizes: z.record(z.string(), sizeSchema.optional().catch(undefined)).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

const termSchema = z.looseObject({ id: z.number().optional(), name: z.string(), taxonomy: z.string().optional() });

const embeddedSchema = z
  .looseObject({
    // A featured media the reader may not see comes back as an error object: tolerated, ignored.
    'wp:featuredmedia': z.array(z.unknown()).optional().catch(undefined),
    'wp:term': z.array(z.array(z.unknown()).catch([])).optional().catch(undefined),
  })
  .optional()
  .catch(undefined);

const postBase = {
  id: z.number(),
  slug: z.string().catch(''),
  date: z.string().catch(''),
  modified_gmt: z.string().optional().catch(undefined),
  title: rendered,
  content: rendered,
  excerpt: rendered,
  featured_media: z.number().optional().catch(undefined),
  tags: z.array(z.number()).optional().catch(undefined),
  _embedded: embeddedSchema,
};

export const wpPressSchema = z.looseObject({
  ...postBase,
  acf: z
    .looseObject({
      id: looseText,
      date: looseText,
      images: looseGallery,
      galerie: looseGallery,
      video_youtube: looseText,
      video_linkedin: looseText,
    })
    .catch({ id: '', date: '', images: [], galerie: [], video_youtube: '', video_linkedin: '' })
    .optional(),
});

export const wpEventSchema = z.looseObject({
  ...postBase,
  acf: z
    .looseObject({
      date: looseText,
      heure: looseText,
      heure_fin: looseText,
      'heure-fin': looseText,
      lieu: looseText,
      type: looseText,
      en_savoir_plus: looseText,
      galerie: looseGallery,
      video_youtube: looseText,
      video_linkedin: looseText,
    })
    .catch({
      date: '', heure: '', heure_fin: '', 'heure-fin': '', lieu: '', type: '', en_savoir_plus: '', galerie: [], video_youtube: '', video_linkedin: '',
    })
    .optional(),
});

export const wpProjectSchema = z.looseObject({
  ...postBase,
  acf: z
    .looseObject({
      progression: looseText,
      filiale: looseText,
      pays: looseText,
      capacite: looseText,
      technologie: looseText,
      stockage: looseText,
      objectifs: looseText,
      annual_co2_reduction: looseText,
      impact: looseText,
      optimisation: looseText,
      type_borne: looseText,
      alimentation: looseText,
      connectivite: looseText,
      caracteristiques: looseText,
      galerie: looseGallery,
      video_youtube: looseText,
      video_linkedin: looseText,
    })
    .catch({
      progression: '', filiale: '', pays: '', capacite: '', technologie: '', stockage: '', objectifs: '', annual_co2_reduction: '', impact: '',
      optimisation: '', type_borne: '', alimentation: '', connectivite: '', caracteristiques: '', galerie: [], video_youtube: '', video_linkedin: '',
    })
    .optional(),
});

export const wpRootSchema = z.looseObject({ namespaces: z.array(z.string()) });

export type WpMediaSize = z.infer<typeof sizeSchema>;
export type WpPress = z.infer<typeof wpPressSchema>;
export type WpEvent = z.infer<typeof wpEventSchema>;
export type WpProject = z.infer<typeof wpProjectSchema>;
export type WpPost = WpPress | WpEvent | WpProject;

export { termSchema };
