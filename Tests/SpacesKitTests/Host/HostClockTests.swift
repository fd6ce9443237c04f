import Foundation
import SpacesKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `Date()` and `Date.now` in app code read the current host's clock, as app code on a phone
/// reads the phone's: a widget's "minutes until" is right in snapshots, tests, under `--speed`
/// and after a jump.
@Suite("HostClock: Date.now is the dashboard's clock")
struct HostClockTests {
  /// 2026-06-08T09:41:00Z, far from the wall clock.
  static let keynote = Date(timeIntervalSince1970: 1_780_911_660)

  static func host(at date: Date) -> SystemHost {
    SystemHost(now: { date }, containersDirectory: nil, handler: { _ in })
  }

  #if os(Linux)
    @Test("Date(), Date.now and Date.timeIntervalSinceReferenceDate read the host's clock")
    func foundationDatesReadTheHost() {
      let host = Self.host(at: Self.keynote)
      let read = host.runSync {
        [
          Date(), Date.now,
          Date(timeIntervalSinceReferenceDate: Date.timeIntervalSinceReferenceDate),
        ]
      }
      #expect(read.allSatisfy { abs($0.timeIntervalSince(Self.keynote)) < 0.001 })
    }

    @Test("the C library's real-time calls answer the host's clock; the monotonic clock doesn't")
    func cLibraryCalls() {
      let host = Self.host(at: Self.keynote)
      let (realTime, seconds, monotonic) = host.runSync {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var since = timespec()
        clock_gettime(CLOCK_MONOTONIC, &since)
        return (now.tv_sec, time(nil), since.tv_sec)
      }
      #expect(realTime == 1_780_911_660)
      #expect(seconds == 1_780_911_660)
      var wallMonotonic = timespec()
      clock_gettime(CLOCK_MONOTONIC, &wallMonotonic)
      #expect(abs(Int(wallMonotonic.tv_sec) - Int(monotonic)) < 60)
    }

    @Test("async app code, and the tasks it starts, read the host's clock")
    func asyncWork() async {
      let host = Self.host(at: Self.keynote)
      let (direct, child) = await host.run {
        let child = await Task { Date.now }.value
        return (Date.now, child)
      }
      #expect(abs(direct.timeIntervalSince(Self.keynote)) < 0.001)
      #expect(abs(child.timeIntervalSince(Self.keynote)) < 0.001)
    }

    @Test("a host whose clock reads Date() itself gets the wall clock, not a loop")
    func hostOnTheWallClock() {
      let host = SystemHost(now: { Date() }, containersDirectory: nil, handler: { _ in })
      let read = host.runSync { Date.now }
      #expect(abs(read.timeIntervalSince(WallClock.now())) < 5)
    }
  #endif

  @Test("outside any host Date() is the wall clock")
  func outsideAHost() {
    #expect(abs(Date().timeIntervalSince(WallClock.now())) < 5)
    #expect(abs(WallClock.now().timeIntervalSince(Self.keynote)) > 60)
  }

  @Test("the wall clock is read past the host")
  func wallClockInsideAHost() {
    let host = Self.host(at: Self.keynote)
    let wall = host.runSync { WallClock.now() }
    #expect(abs(wall.timeIntervalSince(Self.keynote)) > 60)
  }
}
