import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesStateServer

/// A flood of pushes on one connection of the push socket, against the interactive loop in this
/// process (paced frames, the real push channel, the inspector open so that every push
/// changes the frame): rounds of `PushFlood` writing one valid push as fast as the dashboard
/// takes it.
///
/// - `push.flood.pushes_sent` and `.pushes_answered`: what the flood client got written and
///   answered (a connection holds at most 16 unanswered pushes; the rest wait in its socket);
/// - `push.flood.frames_per_second.max`: the most frames presented per second in a round
///   (the cap is 60);
/// - `push.flood.memory.before`, `.after` and `.growth`: this process's resident memory before
///   the rounds and a second after the last (it returns to the baseline when nothing queues);
/// - `push.flood.next_push_reply`: a push sent right after the flood is answered at once, with
///   no backlog ahead of it.
@MainActor
enum PushFloodBenchmark {
  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    let paths = DevicePaths(root: try workspace.directory(), device: nil)
    PushBenchApp.server.withLock { $0 = nil }
    let dashboard = try await LiveDashboard(
      apps: PushBenchmark.apps, theme: workspace.theme, paths: paths, withPush: true,
      executable: nil)
    defer { dashboard.stop() }
    _ = await dashboard.frame(showing: PushBenchApp.label(false))
    dashboard.loop.handle(.terminal(.key(.character("i"))))
    try await Task.sleep(for: .milliseconds(300))
    let before = ProcessMemory.residentKiB()
    let socket = paths.pushSocket.path
    let line = PushRequest.kind(PushBenchApp.kind).json
    let seconds = suite.quick ? 1 : 3
    var sent = 0
    var answered = 0
    var fastest = 0.0
    for _ in 0..<(suite.quick ? 1 : 3) {
      let frames = dashboard.watcher.framesPresented
      let start = ContinuousClock.now
      guard let result = await flood(socket, line: line, for: .seconds(seconds)) else {
        report(.note("push.flood: not measured (can't connect to \(socket))"))
        return
      }
      let elapsed = PushBenchmark.milliseconds(ContinuousClock.now - start) / 1000
      sent += result.sent
      answered += result.replies
      let presented = dashboard.watcher.framesPresented - frames
      fastest = max(fastest, Double(presented) / elapsed)
      try await Task.sleep(for: .milliseconds(300))
    }
    let replyStart = ContinuousClock.now
    let reply = try? await PushSender.send(.kind(PushBenchApp.kind), to: socket)
    let replyTime = ContinuousClock.now - replyStart
    try await Task.sleep(for: .seconds(1))
    let after = ProcessMemory.residentKiB()
    report(.count("push.flood.pushes_sent", sent))
    report(.count("push.flood.pushes_answered", answered))
    report(.rate("push.flood.frames_per_second.max", fastest, unit: "fps"))
    if reply?.ok == true {
      report(.milliseconds("push.flood.next_push_reply", PushBenchmark.milliseconds(replyTime)))
    } else {
      report(.note("push.flood.next_push_reply: no reply (\(reply?.error ?? "none"))"))
    }
    if let before, let after {
      report(.mebibytes("push.flood.memory.before", kibibytes: before))
      report(.mebibytes("push.flood.memory.after", kibibytes: after))
      report(.mebibytes("push.flood.memory.growth", kibibytes: after - before))
    } else {
      report(.note("push.flood.memory: no /proc/self/status here"))
    }
  }

  /// Runs the flood client on a thread of its own (it blocks), not on the main actor's.
  private static func flood(
    _ socket: String, line: Data, for duration: Duration
  ) async -> PushFlood.Result? {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(returning: PushFlood.run(to: socket, line: line, for: duration))
      }
      thread.name = "spaces.bench-flood"
      thread.start()
    }
  }
}
