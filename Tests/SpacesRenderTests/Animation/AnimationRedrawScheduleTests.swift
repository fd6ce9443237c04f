import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The redraw schedule of widgets on screen: entry animations ask for frames (at most 60 a
/// second, only when the look changes) while they run and none afterwards; live dates in
/// visible widgets tick; nothing wakes for widgets that aren't on screen.
@MainActor
@Suite("Redraw schedule: widget animations and live dates")
struct AnimationRedrawScheduleTests {
  static let start = Date(timeIntervalSince1970: 1_780_911_660)
  let id = WidgetID(1)

  func total(_ value: Int) -> ViewNode {
    resolveViewNode(
      VStack(alignment: .leading) {
        Text("Total Caffeine")
        Text("\(value) mg").contentTransition(.numericText(value: Double(value)))
      }
      .animation(.smooth(duration: 2), value: value))
  }

  /// The Home Screen at 200×60 showing one small widget whose view changed from `old` to `new`
  /// at `start`.
  func state(from old: ViewNode?, to new: ViewNode, space: Space = .homeScreen) -> DashboardState {
    var state = DashboardState()
    state.size = TerminalSize(width: 200, height: 60)
    state.navigation.space = space
    var widget = WidgetInstance(id: id, kind: "com.test.Caffeine", family: .systemSmall)
    widget.entries = [ResolvedEntry(date: Self.start, view: new)]
    widget.current = 0
    widget.transition = old.map { EntryTransition(from: $0, startedAt: Self.start) }
    state.widgets.instances[id] = widget
    return state
  }

  func context(at time: TimeInterval, reducedMotion: Bool = false) throws -> RenderContext {
    var context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Self.start.addingTimeInterval(time))
    context.reducedMotion = reducedMotion
    return context
  }

  /// Every frame the schedule asks for from the start, following it to its end.
  func frames(_ state: DashboardState, reducedMotion: Bool = false) throws -> [TimeInterval] {
    var times: [TimeInterval] = []
    var time: TimeInterval = 0
    while let next = RedrawSchedule.nextAnimationFrame(
      state, context: try context(at: time, reducedMotion: reducedMotion))
    {
      let offset = next.timeIntervalSince(Self.start)
      #expect(offset > time, "the schedule moves forward")
      time = offset
      times.append(offset)
      if times.count > 200 { break }
    }
    return times
  }

  @Test("a 2 s roll asks for a frame only when its look changes, 1/60 s apart at least, then none")
  func rollFrames() throws {
    let state = state(from: total(128), to: total(192))
    let times = try frames(state)
    // 128 → 192: the new digits show in the free row below from a quarter of the way, take the
    // old ones' cells at half-way (the row above is "Total Caffeine": no old digits drawn
    // there), and lose their dimming at the end: three frames.
    #expect(times.count == 3, "\(times)")
    #expect(abs(times.last! - 2) < 1e-6)
    for (a, b) in zip(times, times.dropFirst()) { #expect(b - a >= 1.0 / 60 - 1e-9) }
    // Each frame the schedule asks for looks different from the one before it.
    var previous = try render(state, at: 0)
    for time in times {
      let frame = try render(state, at: time)
      let changed = frame != previous
      #expect(changed, "frame at \(time) changes nothing")
      previous = frame
    }
    #expect(RedrawSchedule.nextAnimationFrame(state, context: try context(at: 2)) == nil)
    #expect(RedrawSchedule.nextAnimationFrame(state, context: try context(at: 60)) == nil)
  }

  @Test("a push asks for frames at most 60 times a second; reduced motion asks for fewer")
  func pushFrames() throws {
    func drink(_ name: String) -> ViewNode {
      resolveViewNode(
        VStack(alignment: .leading) {
          Text(name)
          Text("9:41 AM")
        }
        .id(name)
        .transition(.push(from: .bottom))
        .animation(.linear(duration: 1), value: name))
    }
    let state = state(from: drink("Espresso"), to: drink("Cold Brew"))
    let times = try frames(state)
    #expect(times.count == 3, "\(times)")  // two rows and a blank one between
    #expect(times.count <= 60)
    let reduced = try frames(state, reducedMotion: true)
    #expect(reduced.count == 2, "\(reduced)")  // half-way, then the end
  }

  @Test("no frames without a transition, after it, or when the widget isn't on screen")
  func idle() throws {
    #expect(
      RedrawSchedule.nextAnimationFrame(state(from: nil, to: total(1)), context: try context(at: 0))
        == nil)
    #expect(
      RedrawSchedule.nextAnimationFrame(
        state(from: total(1), to: total(1)), context: try context(at: 0)) == nil)
    #expect(
      RedrawSchedule.nextAnimationFrame(
        state(from: total(1), to: total(2), space: .controlCenter), context: try context(at: 0))
        == nil)
  }

  @Test("live dates in a visible widget tick each second; on another space nothing wakes for them")
  func liveDates() {
    let timer = resolveViewNode(Text(Self.start.addingTimeInterval(300), style: .timer))
    let now = Self.start.addingTimeInterval(10.5)
    let home = state(from: nil, to: timer)
    #expect(RedrawSchedule.nextRedraw(home, now: now) == Self.start.addingTimeInterval(11))
    let date = state(from: nil, to: resolveViewNode(Text(Self.start, style: .date)))
    #expect(RedrawSchedule.nextRedraw(date, now: now) == Self.start.addingTimeInterval(60))
    let elsewhere = state(from: nil, to: timer, space: .controlCenter)
    #expect(RedrawSchedule.nextRedraw(elsewhere, now: now) == Self.start.addingTimeInterval(60))
  }

  func render(_ state: DashboardState, at time: TimeInterval) throws -> Frame {
    DashboardRenderer.render(state, context: try context(at: time))
  }
}
