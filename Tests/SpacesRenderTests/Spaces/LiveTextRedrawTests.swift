import Foundation
import SpacesKit
import SpacesRender
import Testing

@MainActor
@Suite("Redraw schedule: live dates inside views")
struct LiveTextRedrawTests {
  let now = Date(timeIntervalSince1970: 1_000_000.25)

  func next<V: View>(_ view: V) -> Date? {
    RedrawSchedule.nextLiveTextChange(in: resolveViewNode(view), now: now)
  }

  @Test(".timer, .relative and .offset tick each second on the date's own second")
  func ticking() {
    let target = Date(timeIntervalSince1970: 1_000_100.5)
    #expect(next(Text(target, style: .timer)) == Date(timeIntervalSince1970: 1_000_000.5))
    #expect(next(Text(target, style: .relative)) == Date(timeIntervalSince1970: 1_000_000.5))
    #expect(next(Text(target, style: .offset)) == Date(timeIntervalSince1970: 1_000_000.5))
    let past = Date(timeIntervalSince1970: 999_990)
    #expect(next(Text(past, style: .timer)) == Date(timeIntervalSince1970: 1_000_001))
  }

  @Test("relative dates an hour or more away change each minute")
  func hours() {
    let far = Date(timeIntervalSince1970: 1_000_000 + 7200)
    #expect(next(Text(far, style: .relative)) == Date(timeIntervalSince1970: 1_000_000 + 60))
  }

  @Test(".date and .time never tick; neither does literal text")
  func still() {
    #expect(next(Text(now + 50, style: .date)) == nil)
    #expect(next(Text(now + 50, style: .time)) == nil)
    #expect(next(Text("hello").bold()) == nil)
  }

  @Test("timerInterval: from its start, each second while it runs, not when paused or over")
  func timerInterval() {
    let start = Date(timeIntervalSince1970: 1_000_010)
    #expect(next(Text(timerInterval: start...start + 60)) == start)
    let running = Date(timeIntervalSince1970: 999_990)...Date(timeIntervalSince1970: 1_000_030)
    #expect(next(Text(timerInterval: running)) == Date(timeIntervalSince1970: 1_000_001))
    #expect(next(Text(timerInterval: running, pauseTime: now)) == nil)
    let over = Date(timeIntervalSince1970: 999_000)...Date(timeIntervalSince1970: 999_999)
    #expect(next(Text(timerInterval: over)) == nil)
  }

  @Test("the earliest change in a tree wins, inside stacks and backgrounds")
  func earliest() {
    let view = VStack {
      Text(Date(timeIntervalSince1970: 1_000_000 + 7200), style: .relative)
      HStack { Text(Date(timeIntervalSince1970: 1_000_100.75), style: .timer) }
    }
    .containerBackground(for: .widget) { Color.blue }
    #expect(next(view) == Date(timeIntervalSince1970: 1_000_000.75))
  }
}
