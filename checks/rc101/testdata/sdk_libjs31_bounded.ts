// The bounded twin of sdk_libjs31.ts' minio client: the file sets the
// client's request timeout with setRequestOptions before handing it out.
import * as Minio from "minio";

export function minioClient(): Minio.Client {
  const minio = new Minio.Client({ endPoint: "s3.example.com", accessKey: "a", secretKey: "s" });
  minio.setRequestOptions({ timeout: 20_000 });
  return minio;
}
