import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal

/// A 2 s numericText roll on the Home Screen at 200×60, frame by frame as the interactive loop
/// draws it: the frame of the change, then each frame the redraw schedule asks for
/// (`RedrawSchedule.nextAnimationFrame`) until it asks for none.
///
/// The Home Screen is the sample apps' (from a bench session) with one more small widget whose
/// total goes from "128 mg" to "387 mg" under `.contentTransition(.numericText(value:))` and
/// `.animation(.smooth(duration: 2), value:)`. Figures: `animation.roll.frames` (frames drawn
/// after the change), `animation.roll.cpu_ms.median` (this thread's CPU time over the whole roll
/// for compose + diff + schedule, median of the runs; curses' own work is in the bytes, not
/// here; `animation.roll.schedule_ms.median` is the schedule's part, and
/// `animation.roll.still_frames_cpu_ms.median` what as many frames of the settled screen cost), `animation.roll.bytes` (bytes the ncurses session writes to the pseudo-terminal over
/// the whole roll, the change's frame included) and `animation.roll.wakeups_after_end` (frames
/// asked for once it ended: 0 means idle is asleep again).
@MainActor
enum AnimationBenchmark {
  /// The view of the rolling widget.
  struct RollingTotal: View {
    let total: Int

    var body: some View {
      VStack(alignment: .leading) {
        Text("Total Caffeine")
        Text("\(total) mg")
          .bold()
          .contentTransition(.numericText(value: Double(total)))
      }
      .animation(.smooth(duration: 2), value: total)
    }
  }

  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    let size = TerminalSize(width: 200, height: 60)
    let session = try await workspace.session(size: size)
    await session.press(.character(Space.homeScreen.key))
    let start = session.clock.now()
    var before = session.state
    let id = WidgetID(before.widgets.nextID + 1000)
    var widget = WidgetInstance(id: id, kind: "com.bench.Rolling", family: .systemSmall)
    widget.entries = [ResolvedEntry(date: start, view: resolveViewNode(RollingTotal(total: 128)))]
    widget.current = 0
    before.widgets.instances[id] = widget
    before.widgets.focus = before.widgets.homeScreen.count - 1
    var after = before
    after.widgets.instances[id]?.entries = [
      ResolvedEntry(date: start, view: resolveViewNode(RollingTotal(total: 387)))
    ]
    after.widgets.instances[id]?.transition = EntryTransition(
      from: widget.entries[0].view, startedAt: start)
    func context(_ time: Date) -> RenderContext {
      RenderContext(theme: suite.theme, now: time, timeZone: TimeZone(identifier: "UTC")!)
    }

    // The frames of one roll: the change's, then each one the schedule asks for.
    func roll(cpu: inout Double, schedule: inout Double) -> (frames: [Frame], wakeupsAfterEnd: Int)
    {
      var previous = DashboardRenderer.render(before, context: context(start))
      let first = ThreadCPUTime.now()
      var frames: [Frame] = []
      var time = start
      var changed = 0
      while true {
        let frame = DashboardRenderer.render(after, context: context(time))
        changed &+= FrameDiff(from: previous, to: frame).changedCells
        frames.append(frame)
        previous = frame
        let scheduling = ThreadCPUTime.now()
        let next = RedrawSchedule.nextAnimationFrame(after, context: context(time))
        schedule += ThreadCPUTime.now() - scheduling
        guard let next else { break }
        time = next
      }
      cpu = (ThreadCPUTime.now() - first) * 1000
      schedule *= 1000
      if changed < 0 { frames.removeAll() }
      // After the end: the schedule asks for nothing more.
      let late = RedrawSchedule.nextAnimationFrame(
        after, context: context(start.addingTimeInterval(2.5)))
      return (frames, late == nil ? 0 : 1)
    }

    var cpu: [Double] = []
    var scheduling: [Double] = []
    var result: (frames: [Frame], wakeupsAfterEnd: Int) = ([], 0)
    for _ in 0..<(suite.quick ? 5 : 21) {
      var milliseconds = 0.0
      var schedule = 0.0
      result = roll(cpu: &milliseconds, schedule: &schedule)
      cpu.append(milliseconds)
      scheduling.append(schedule)
    }
    cpu.sort()
    scheduling.sort()
    // The same screen settled, composed and diffed as often: what the frames cost without
    // the animation's own work.
    var still: [Double] = []
    let settled = context(start.addingTimeInterval(3))
    for _ in 0..<(suite.quick ? 5 : 21) {
      var previous = DashboardRenderer.render(before, context: settled)
      let first = ThreadCPUTime.now()
      for _ in 0..<result.frames.count {
        let frame = DashboardRenderer.render(after, context: settled)
        if FrameDiff(from: previous, to: frame).changedCells < 0 { still.removeAll() }
        previous = frame
      }
      still.append((ThreadCPUTime.now() - first) * 1000)
    }
    still.sort()
    let frames = result.frames
    report(.count("animation.roll.frames", frames.count - 1, unit: "frames"))
    report(.milliseconds("animation.roll.cpu_ms.median", cpu[cpu.count / 2]))
    report(.milliseconds("animation.roll.schedule_ms.median", scheduling[scheduling.count / 2]))
    report(.milliseconds("animation.roll.still_frames_cpu_ms.median", still[still.count / 2]))
    report(.count("animation.roll.wakeups_after_end", result.wakeupsAfterEnd, unit: "wakeups"))

    // Bytes: the frame before, then every frame of the roll through one curses session.
    let meter = try CursesByteMeter(width: size.width, height: size.height)
    defer { meter.close() }
    _ = meter.draw(DashboardRenderer.render(before, context: context(start)))
    var bytes = 0
    for frame in frames {
      guard let draw = meter.draw(frame) else {
        report(.note("animation.roll.bytes: the pseudo-terminal did not deliver a frame"))
        return
      }
      bytes += draw.bytes
    }
    report(.count("animation.roll.bytes", bytes, unit: "B"))
  }
}

/// This thread's CPU time, in seconds.
enum ThreadCPUTime {
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
