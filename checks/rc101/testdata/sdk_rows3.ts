// Clients of libmodels/data/sdks-rows3.yml. dockerode's Modem has no
// timeout unless the timeout option (ms) is given, so every Docker API call
// (containers, exec, images) waits as long as the daemon does.
import Docker from "dockerode";

export class DockerClient {
  private docker: Docker;
  constructor() {
    this.docker = new Docker(); // want: RC101
  }
}

export const docker = new Docker({ socketPath: "/var/run/docker.sock" }); // want: RC101
export const dockerBounded = new Docker({ socketPath: "/var/run/docker.sock", timeout: 10_000 });

const DockerCtor = require("dockerode");
export const dockerRequired = new DockerCtor(); // want: RC101
