import Foundation
import SpacesKit
import SpacesTestSupport
import Synchronization
import Testing

@testable import SpacesEngine

@MainActor
@Suite("App wakes: app code scheduled for a date runs as an engine deadline")
struct AppWakesFeatureTests {
  @Test("a wake in the future becomes a deadline; when it fires the app's work runs, logged")
  func scheduledThenFired() {
    let store = ReducerTestStore()
    let end = store.now + 25 * 60
    store.send(
      .appWakes(.scheduled("timer.work.end", at: end)),
      effects: [.schedule(.appWakes(.wake("timer.work.end")), at: end)])
    store.advance(by: 25 * 60)
    store.send(
      .deadline(.appWakes(.wake("timer.work.end"))), effects: [.appWakes(.run("timer.work.end"))],
      events: ["wake timer.work.end"])
    store.send(.appWakes(.ran("timer.work.end")))
  }

  @Test("a wake whose date has passed runs at once; a cancelled one forgets its deadline")
  func pastAndCancelled() {
    let store = ReducerTestStore()
    store.send(
      .appWakes(.scheduled("late", at: store.now - 1)), effects: [.appWakes(.run("late"))],
      events: ["wake late"])
    store.send(
      .appWakes(.cancelled("timer.work.end")),
      effects: [
        .cancel(.appWakes(.wake("timer.work.end")))
      ])
  }
}

@MainActor
@Suite("App wakes under the virtual clock")
struct AppWakeEngineTests {
  @Test("SystemHost.scheduleWake runs the work when advance(by:) reaches its date, not before")
  func virtualClock() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let ran = Locked<[Date]>([])
    let host = pilot.engine.host
    let due = pilot.now + 90
    host.runSync {
      SystemHost.current.scheduleWake("test", at: due) {
        ran.withLock { $0.append(SystemHost.current.now()) }
      }
    }
    await pilot.advance(by: 89)
    #expect(ran.withLock { $0 }.isEmpty)
    await pilot.advance(by: 1)
    #expect(ran.withLock { $0 } == [due])
    #expect(pilot.eventLines.last == "wake test")
    // Rescheduling replaces; cancelling forgets.
    host.runSync {
      SystemHost.current.scheduleWake("test", at: due + 10) {}
      SystemHost.current.cancelWake("test")
    }
    await pilot.engine.settle()
    #expect(pilot.engine.pendingDeadlines.isEmpty)
  }
}

/// A value shared with app code running on other threads.
final class Locked<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>
  init(_ value: Value) { mutex = Mutex(value) }
  func withLock<R>(_ body: (inout Value) -> R) -> R { mutex.withLock { body(&$0) } }
}
