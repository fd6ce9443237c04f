import Foundation
import SpacesDashboard
import SpacesKit
import SpacesStateServer
import Synchronization

/// The push benchmarks' app: one toggle registered for pushes whose value is a flag in this
/// process (`spaces push`) or a key on the state server (two devices). Its value text says
/// which, so a frame showing the flip is easy to spot.
enum PushBenchApp {
  static let kind = "bench.Pushed"
  static let key = "bench.value"
  static let value = Mutex(false)
  static let server = Mutex<StateServerClient?>(nil)

  static func label(_ isOn: Bool) -> String { isOn ? "PUSHED-ON" : "PUSHED-OFF" }
}

struct PushBenchProvider: ControlValueProvider {
  let previewValue = false

  func currentValue() async throws -> Bool {
    if let client = PushBenchApp.server.withLock({ $0 }) {
      return try await client.get(PushBenchApp.key) == "on"
    }
    return PushBenchApp.value.withLock { $0 }
  }
}

struct SetPushBenchIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Bench Push"
  @Parameter(title: "On") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

struct PushBenchHandler: ControlPushHandler {
  func pushTokensDidChange(controls: [ControlInfo]) {
    let tokens = controls.compactMap { $0.pushInfo?.token.hexString }
    PushBenchApp.server.withLock { $0 }?.register(tokens: tokens, for: PushBenchApp.key)
  }
}

struct PushBenchToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: PushBenchApp.kind, provider: PushBenchProvider()) { isOn in
      ControlWidgetToggle("Bench Push", isOn: isOn, action: SetPushBenchIntent()) { isOn in
        Label(PushBenchApp.label(isOn), systemImage: "bolt")
      }
    }
    .pushHandler(PushBenchHandler.self)
  }
}

struct PushBenchBundle: WidgetBundle {
  var body: some Widget { PushBenchToggle() }
}
