import { describe, expect, it } from "vitest";
import { msg, settings } from "#app/testing/delivery-chain-fakes.ts";
import { describeFailure, emailServiceBody, emailTemplateParams, relayPayload } from "./delivery-steps.ts";

describe("payload helpers", () => {
  it("never names a recipient: the service's template fixes it", () => {
    const body = emailServiceBody(msg, settings.emailService);
    expect(Object.keys(body.template_params).sort()).toEqual(["from_email", "from_name", "message", "phone", "subject"]);
    expect(JSON.stringify(body)).not.toMatch(/to_email|recipient|care@lab\.example/);
  });

  it("builds template params and relay payload from the same message", () => {
    expect(emailTemplateParams(msg).from_email).toBe(msg.email);
    expect(relayPayload(msg)._replyto).toBe(msg.email);
  });

  it("describes unknown rejections without throwing", () => {
    expect(describeFailure("relay", undefined)).toEqual({ step: "relay", reason: "unknown failure" });
    expect(describeFailure("relay", { status: "x" })).toMatchObject({ status: undefined });
  });
});
