/** GET /siteinfo/display: the company's logo for the login page and header (spec: Site info). */
export interface SiteInfoDisplay {
  LogoPath: string | null;
}

/** One row of GET /banner/list (spec: Banner: ImagePath, ImagePath1). */
export interface BannerImage {
  Id: number;
  ImagePath: string;
  ImagePath1: string | null;
}
