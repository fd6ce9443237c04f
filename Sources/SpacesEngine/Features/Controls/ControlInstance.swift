import Foundation
import SpacesKit

/// One installed control and what the system knows of it.
package struct ControlInstance: Equatable, Sendable, Identifiable {
  /// What is happening to the control now.
  package enum Phase: Equatable, Sendable {
    /// Showing the preview value until the first reload lands.
    case placeholder
    /// Showing the last reloaded value.
    case ready
  }

  package let id: ControlID
  /// The control's kind and configuration.
  package var key: ControlInstanceKey
  /// The configuration intent its value provider and content get; `nil` for a static control.
  package var configuration: IntentBox?
  /// Whether its configuration is ready, being read, or missing (then it shows "Not
  /// configured" and doesn't reload).
  package var configurationStatus: ConfigurationStatus = .ready
  /// Whether it is in Control Center (otherwise only on a Lock Screen slot or the Action
  /// button).
  package var isInControlCenter = true
  /// The block it is drawn in, as a small unit, in Control Center (`connectivity`: iOS's 2×2
  /// connectivity module); `nil` on its own.
  package var block: String?
  /// The name of the app that provides it.
  package var appName: String
  /// Its gallery name (display name, or the app's name).
  package var displayName: String
  /// Its size in Control Center.
  package var size: ControlSize
  /// The template from the last successful reload (or the preview).
  package var resolved: ResolvedControl
  /// Whether it shows a placeholder or a reloaded value.
  package var phase: Phase = .placeholder
  /// The state shown at once after a toggle, until the reload confirms it.
  package var optimisticIsOn: Bool?
  /// Whether its intent is running.
  package var isPerforming = false
  /// Until when a pressed button shows lit (on the presentation clock), however soon its
  /// intent finishes: iOS's highlight on touch, at least a frame at 60 fps.
  package var pressedUntil: Date?
  /// Its reloads: coalescing, generations, timeout and backoff.
  package var reload = ReloadMachine()
  /// The last reload or intent error.
  package var lastError: String?
  /// Momentary status text (`controlWidgetStatus`) and when it disappears.
  package var status: TimedText?

  package init(
    id: ControlID, key: ControlInstanceKey, appName: String, displayName: String,
    size: ControlSize, preview: ResolvedControl, configuration: IntentBox? = nil,
    isInControlCenter: Bool = true
  ) {
    self.id = id
    self.key = key
    self.configuration = configuration
    self.isInControlCenter = isInControlCenter
    self.appName = appName
    self.displayName = displayName
    self.size = size
    self.resolved = preview
  }

  /// The control's kind.
  package var kind: String { key.kind }
  /// Whether a reload is running.
  package var isReloading: Bool { reload.isLoading }
  /// Since when a reload has been running, if one is.
  package var reloadingSince: Date? { reload.startedAt }
  /// When the next retry runs.
  package var retryAt: Date? { reload.retryAt }

  /// Whether a button shows pressed: its intent runs, or it was pressed moments ago (the
  /// pressed flash, `pressedUntil`).
  package var showsPressed: Bool { isPerforming || pressedUntil != nil }

  /// Whether using the control now runs its action (not disabled, not already running).
  package var canActivate: Bool { !isPerforming && !displayed.isDisabled }

  /// What the control shows now: the reloaded template with any optimistic toggle applied.
  package var displayed: ResolvedControl {
    guard let optimisticIsOn else { return resolved }
    return resolved.with(isOn: optimisticIsOn)
  }
}

/// Text shown until a date.
package struct TimedText: Equatable, Sendable {
  package var text: String
  package var until: Date
  package init(text: String, until: Date) {
    self.text = text
    self.until = until
  }
}
