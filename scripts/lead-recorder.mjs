// A stand-in form endpoint for the browser tests: node scripts/lead-recorder.mjs [--port 9331]
//   [--control 9332]. On --port, 127.0.0.1 only, it takes the forms' JSON POSTs (answering
//   CORS preflights as Formspree does) and stores each; how it answers is set on the control
//   port, which stays up while the endpoint itself is stopped:
//   POST /answer/ok | 500 | error | hang | stall   how the next posts are answered (hang: no
//                                                 answer at all; stall: headers, then nothing)
//   POST /stop, POST /start                                       close and reopen the endpoint
//   GET /leads                                                    what arrived, oldest first
//   POST /reset                                                   forget it, answer ok, start
import http from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "9331" },
    control: { type: "string", default: "9332" },
  },
});
const HOST = "127.0.0.1";
const ANSWERS = new Set(["ok", "500", "error", "hang", "stall"]);
let answer = "ok";
let leads = [];
const hanging = new Set();

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
};

function json(res, status, body, headers = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

const endpoint = http.createServer(async (req, res) => {
  if (req.method === "OPTIONS") return res.writeHead(204, cors).end();
  if (req.method !== "POST") return json(res, 405, { error: "POST only" }, cors);
  const text = await readBody(req);
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  leads.push({
    path: req.url,
    contentType: req.headers["content-type"] ?? "",
    accept: req.headers.accept ?? "",
    origin: req.headers.origin ?? "",
    body,
  });
  // Measurement's events (Plausible's tracker, on the same stand-in) are taken at once,
  // whatever the forms' endpoint is told to answer.
  if (req.url === "/api/event") return res.writeHead(202, cors).end("ok");
  if (answer === "hang") return hanging.add(res);
  if (answer === "stall") {
    res.writeHead(200, { "Content-Type": "application/json", ...cors });
    res.write('{"ok":');
    return hanging.add(res);
  }
  if (answer === "500") return res.writeHead(500, cors).end("Internal Server Error");
  if (answer === "error")
    return json(
      res,
      422,
      { errors: [{ message: "This form is not accepting submissions." }] },
      cors,
    );
  json(res, 200, { ok: true }, cors);
});
const sockets = new Set();
endpoint.on("connection", (socket) => {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
});

const listen = () =>
  new Promise((resolve) => {
    if (endpoint.listening) return resolve();
    endpoint.listen(Number(values.port), HOST, resolve);
  });
const stop = () =>
  new Promise((resolve) => {
    hanging.clear();
    for (const socket of sockets) socket.destroy();
    if (!endpoint.listening) return resolve();
    endpoint.close(() => resolve());
  });

const control = http.createServer(async (req, res) => {
  const [, action, value] = (req.url ?? "").split("/");
  if (req.method === "GET" && action === "leads") return json(res, 200, leads);
  if (req.method !== "POST") return json(res, 404, { error: "unknown" });
  if (action === "answer" && ANSWERS.has(value)) answer = value;
  else if (action === "stop") await stop();
  else if (action === "start") await listen();
  else if (action === "reset") {
    await stop();
    leads = [];
    answer = "ok";
    await listen();
  } else return json(res, 404, { error: "unknown" });
  json(res, 200, { answer, listening: endpoint.listening });
});

await listen();
control.listen(Number(values.control), HOST, () =>
  console.log(`lead recorder on http://${HOST}:${values.port}/, control on :${values.control}`),
);
