import axios from "axios";
import { describeError, handleApiError } from "./errors.js";

export async function getAgent(id: string): Promise<unknown> {
  try {
    const response = await axios.get(`https://api.example.com/agents/${id}`, { timeout: 10_000 });
    return response.data;
  } catch (error) {
    throw new Error(handleApiError(error, "getting agent"));
  }
}

export async function getVoice(id: string): Promise<unknown> {
  try {
    const response = await axios.get(`https://api.example.com/voices/${id}`, { timeout: 10_000 });
    return response.data;
  } catch (error) {
    throw new Error(describeError(error));
  }
}
