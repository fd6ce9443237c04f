import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Synchronization
import Testing

/// What the push handler heard, by call.
enum PushHandlerLog {
  static let calls = Mutex<[[ControlInfo]]>([])
}

/// Records every `pushTokensDidChange(controls:)` call.
struct RecordingPushHandler: ControlPushHandler {
  func pushTokensDidChange(controls: [ControlInfo]) {
    PushHandlerLog.calls.withLock { $0.append(controls) }
  }
}

/// A configuration intent no control here uses (static controls have none).
struct PushedConfiguration: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Pushed"
}

struct PushedToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Pushed") {
      ControlWidgetToggle("Pushed", isOn: false, action: SetFlakyIntent()) { _ in
        Image(systemName: "bolt")
      }
    }
    .pushHandler(RecordingPushHandler.self)
  }
}

struct PlainButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Plain") {
      ControlWidgetButton(action: SetFlakyIntent()) { Text("Plain") }
    }
  }
}

struct PushBundle: WidgetBundle {
  var body: some Widget {
    PushedToggle()
    PlainButton()
  }
}

@MainActor
@Suite("Engine: push handlers and current controls", .serialized)
struct PushHandlerTests {
  @Test("the push handler hears each push-registered control's token; currentControls lists all")
  func handlerAndCurrentControls() async throws {
    PushHandlerLog.calls.withLock { $0 = [] }
    let pilot = try await Pilot(apps: [HostedApp(name: "Push", bundle: PushBundle.self)])
    defer { pilot.close() }
    let calls = PushHandlerLog.calls.withLock { $0 }
    #expect(calls.count == 1, "called once at install, not again while nothing changes")
    let pushed = try #require(pilot.control("Pushed"))
    let expected = PushFeature.token(kind: "test.Pushed", id: pushed.id)
    #expect(calls.first?.map(\.kind) == ["test.Pushed"])
    #expect(calls.first?.first?.pushInfo?.token.hexString == expected)

    let infos = try await pilot.engine.host.run { try await ControlCenter.shared.currentControls() }
    #expect(infos.map(\.kind) == ["test.Pushed", "test.Plain"])
    #expect(infos.map { $0.pushInfo?.token.hexString } == [expected, nil])
    #expect(infos.allSatisfy { $0.configurationIntent(of: PushedConfiguration.self) == nil })
    #expect(pilot.eventLines.contains("push tokens: 1 control registered"))

    pilot.engine.send(.push(.deliver(.token(expected))))
    await pilot.engine.settle()
    #expect(pilot.eventLines.suffix(3).contains("reload Pushed cause=push"))
  }
}
