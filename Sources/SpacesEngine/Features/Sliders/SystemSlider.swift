/// One of Control Center's two system sliders, brightness and volume: the tall modules iOS
/// draws beside the connectivity block. No public control kind is a slider (`ControlWidget`s
/// are buttons and toggles), so they are the dashboard's own modules, their levels kept in
/// `SlidersFeature`'s state and saved in `sliders.json`.
package enum SystemSlider: String, CaseIterable, Codable, Sendable {
  case brightness
  case volume

  /// A slider's span on Control Center's grid: a unit wide, two tall.
  package static let span = (columns: 1, rows: 2)

  /// The steps from off to full: 16, as iOS's hardware volume buttons step.
  package static let steps = 16

  /// The identifier its module is focused and hit-tested by in Control Center's layout: below
  /// every control's (controls count up from 1), so it never names a control.
  package var id: ControlID {
    switch self {
    case .brightness: ControlID(-1)
    case .volume: ControlID(-2)
    }
  }

  /// The slider a layout identifier names, if it names one.
  package init?(id: ControlID?) {
    guard let slider = Self.allCases.first(where: { $0.id == id }) else { return nil }
    self = slider
  }

  /// Its name, as the toast and the caption say it.
  package var title: String {
    switch self {
    case .brightness: "Brightness"
    case .volume: "Volume"
    }
  }

  /// Its level on a new phone, in steps.
  package var initialLevel: Int {
    switch self {
    case .brightness: 10
    case .volume: 8
    }
  }

  /// The SF Symbol drawn at the module's foot for a level: the sun, or the speaker with as
  /// many waves as the level has (`speaker.slash` at 0), as iOS draws them.
  package func symbol(level: Int) -> String {
    switch self {
    case .brightness: return "sun.max.fill"
    case .volume:
      switch level {
      case ...0: return "speaker.slash.fill"
      case 1...5: return "speaker.wave.1.fill"
      case 6...11: return "speaker.wave.2.fill"
      default: return "speaker.wave.3.fill"
      }
    }
  }

  /// A level as a whole percentage ("63%").
  package static func percent(_ level: Int) -> String {
    "\(Int((Double(level) * 100 / Double(steps)).rounded()))%"
  }
}
