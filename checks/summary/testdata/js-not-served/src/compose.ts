import { execSync } from "child_process";

export class Compose {
  // named by the status tool: served
  static async used(): Promise<string> {
    return execSync("docker compose ps").toString(); // want: RC102, RC201
  }

  // named nowhere: not served
  static async unused(): Promise<string> {
    return execSync("docker context ls").toString(); // want: RC102, RC201 low
  }

  // an instance method named nowhere: a library may call it by convention
  async run(): Promise<string> {
    return execSync("docker ps").toString(); // want: RC102, RC201
  }

  // a private method only a comment names (this.backup() is off): not served
  private async backup(): Promise<string> {
    return execSync("docker compose cp db:/data .").toString(); // want: RC102, RC201 low
  }
}
