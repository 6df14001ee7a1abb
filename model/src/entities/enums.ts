import { z } from 'zod';

/** Spec §3 "Theme and style enumerations" and the item enumerations of "Website sections". */

export const presetStyle = z.enum(['Common', 'CommonAlt', 'Geometric', 'Elegant', 'Fun']);
export type PresetStyle = z.infer<typeof presetStyle>;

export const themeColorFields = [
  'backgroundColor',
  'primaryTextColor',
  'secondaryTextColor',
  'buttonBackgroundColor',
  'buttonTextColor',
  'buttonBackgroundHoverColor',
  'buttonBackgroundPressedColor',
] as const;
export type ThemeColorField = (typeof themeColorFields)[number];

export const shadow = z.enum(['None', 'ExtraSmall', 'Small', 'Medium', 'Large', 'ExtraLarge']);
export type Shadow = z.infer<typeof shadow>;

export const backgroundType = z.enum(['ColorFill', 'Image']);
export type BackgroundType = z.infer<typeof backgroundType>;

export const fill = z.enum(['Color Fill', 'Gradient Fill']);
export type Fill = z.infer<typeof fill>;

export const fontWeight = z.union([
  z.literal(300),
  z.literal(400),
  z.literal(500),
  z.literal(600),
  z.literal(700),
  z.literal(800),
]);
export type FontWeight = z.infer<typeof fontWeight>;
export const fontWeightNames: Record<FontWeight, string> = {
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
};

export const fontStyle = z.enum(['normal', 'italic']);
export type FontStyle = z.infer<typeof fontStyle>;

export const headingFontSize = z.enum(['Default', 'Large', 'ExtraLarge']);
export type HeadingFontSize = z.infer<typeof headingFontSize>;

export const bodyFontSize = z.enum(['small', 'default', 'defaultCompact', 'large']);
export type BodyFontSize = z.infer<typeof bodyFontSize>;

export const cornerStyle = z.enum(['Square', 'Softened', 'Rounded', 'Oval']);
export type CornerStyle = z.infer<typeof cornerStyle>;

export const decorFrame = z.enum([
  'None',
  'Angled',
  'Arch',
  'Pill',
  'Notched',
  'Bumpy',
  'Flared',
  'Screen',
  'Flower',
]);
export type DecorFrame = z.infer<typeof decorFrame>;

/** Image frames and their aspect ratio (width / height); Circle is square. */
export const imageFrame = z.enum(['Landscape', 'Portrait', 'Square', 'Circle', 'Wide']);
export type ImageFrame = z.infer<typeof imageFrame>;
export const imageFrameAspect: Record<ImageFrame, number> = {
  Landscape: 4 / 3,
  Portrait: 3 / 4,
  Square: 1,
  Circle: 1,
  Wide: 16 / 9,
};

export const alignment = z.enum(['Left', 'Center', 'Fill', 'Right', 'Top', 'Bottom']);
export type Alignment = z.infer<typeof alignment>;

export const border = z.enum(['None', 'All', 'Top', 'Bottom']);
export type Border = z.infer<typeof border>;

export const borderThickness = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(8)]);
export type BorderThickness = z.infer<typeof borderThickness>;

export const buttonStyle = z.enum(['solid', 'outlined']);
export type ButtonStyle = z.infer<typeof buttonStyle>;

export const buttonSize = z.enum(['Medium', 'Large']);
export type ButtonSize = z.infer<typeof buttonSize>;

export const imageFilter = z.enum(['Grayscale']);
export type ImageFilter = z.infer<typeof imageFilter>;

export const socialNetwork = z.enum([
  'instagram',
  'facebook',
  'youtube',
  'twitter',
  'mastodon',
  'tiktok',
  'threads',
  'thumbtack',
  'linkedin',
  'yelp',
  'pinterest',
  'github',
  'whatsApp',
  'bluesky',
  'facebookMessenger',
  'google',
  'telegram',
]);
export type SocialNetwork = z.infer<typeof socialNetwork>;

export const createFromLink = z.enum(['Facebook', 'Generic', 'GitHub', 'Thumbtack', 'Yelp']);
export type CreateFromLink = z.infer<typeof createFromLink>;

/** Spec §3 "Website sections": the 17 section types. */
export const sectionType = z.enum([
  'Header',
  'Introduction',
  'Services',
  'Gallery',
  'TextBanner',
  'ImageBanner',
  'Team',
  'Scheduling',
  'Video',
  'CustomerReviews',
  'Article',
  'LogoGrid',
  'FAQ',
  'Contact',
  'Newsletter',
  'Footer',
  'CodeEmbed',
]);
export type SectionType = z.infer<typeof sectionType>;

export const linkType = z.enum(['None', 'Email', 'Web', 'Phone', 'Section', 'Social']);
export type LinkType = z.infer<typeof linkType>;

/** Spec §4 link safety check. */
export const linkAcceptanceState = z.enum(['Pending', 'Checking', 'Failed', 'Safe', 'Unsafe']);
export type LinkAcceptanceState = z.infer<typeof linkAcceptanceState>;

export const imageProvider = z.enum(['Custom', 'Pexels', 'Unsplash']);
export type ImageProvider = z.infer<typeof imageProvider>;

export const imageUrlType = z.enum(['thumbnail', 'small', 'regular', 'raw', 'full']);
export type ImageUrlType = z.infer<typeof imageUrlType>;

export const imageFit = z.enum(['cover', 'contain']);
export type ImageFit = z.infer<typeof imageFit>;

export const contactFieldType = z.enum(['Text', 'TextArea']);
export type ContactFieldType = z.infer<typeof contactFieldType>;

export const contactFieldValidator = z.enum(['Required', 'EmailRequired']);
export type ContactFieldValidator = z.infer<typeof contactFieldValidator>;

export const formLanguage = z.enum([
  'English',
  'Spanish',
  'French',
  'Italian',
  'German',
  'Japanese',
  'Korean',
]);
export type FormLanguage = z.infer<typeof formLanguage>;

export const faqLayout = z.enum(['List', 'Sidebar']);
export type FaqLayout = z.infer<typeof faqLayout>;

export const galleryLayout = z.enum(['Carousel', 'Grid']);
export type GalleryLayout = z.infer<typeof galleryLayout>;

export const logoType = z.enum(['Text', 'Image']);
export type LogoType = z.infer<typeof logoType>;

/** Spec §3 "User": website user levels and provider types. */
export const websiteUserLevel = z.enum(['Viewer', 'Collaborator', 'Admin', 'Owner']);
export type WebsiteUserLevel = z.infer<typeof websiteUserLevel>;

export const authProvider = z.enum(['google', 'email', 'password']);
export type AuthProvider = z.infer<typeof authProvider>;

/** Spec §4 domain states and reasons. */
export const domainState = z.enum([
  'PendingOwnershipVerification',
  'OwnershipVerified',
  'PendingCertificateActivation',
  'Connected',
  'Failed',
]);
export type DomainState = z.infer<typeof domainState>;

export const domainPendingReason = z.enum(['InvalidDNSSettings', 'CertificateActivationDelayed']);
export type DomainPendingReason = z.infer<typeof domainPendingReason>;

export const domainFailureReason = z.enum(['OwnershipVerificationExpired', 'CertificateActivationFailed']);
export type DomainFailureReason = z.infer<typeof domainFailureReason>;

export const domainHistoryType = z.enum(['Created', 'Updated', 'Deleted']);
export type DomainHistoryType = z.infer<typeof domainHistoryType>;

/** Spec §3 "Account deletion feedback reasons". */
export const accountDeletionReason = z.enum([
  'Just trying it out',
  'Found a better alternative',
  'Missing desired features',
  'Technical issues',
  'Other',
]);
export type AccountDeletionReason = z.infer<typeof accountDeletionReason>;

/** Spec §2 the 30 industries (their landing-page slugs). */
export const industry = z.enum([
  'accountant',
  'barber-shop',
  'bike-repair',
  'book-store',
  'car-detailing',
  'carpentry',
  'catering',
  'chess-instructor',
  'coffee-shop',
  'condo-rental-agency',
  'dentist-office',
  'electrician',
  'fitness',
  'hair-styling',
  'heating-and-cooling',
  'home-construction',
  'house-cleaning',
  'landscaping',
  'medical-clinic',
  'music-lessons',
  'non-profit-organization',
  'nutritionist',
  'pest-control',
  'physical-therapist',
  'real-estate-agent',
  'restaurant',
  'spa',
  'technology-consulting',
  'therapist',
  'tire-shop',
]);
export type Industry = z.infer<typeof industry>;
