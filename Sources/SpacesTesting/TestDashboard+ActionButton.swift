import Foundation
import SpacesEngine

/// The Action button and Live Activities, as a person uses and sees them.
extension TestDashboard {
  /// Presses the Action button once: its hint shows ("Hold to Start Brewing").
  ///
  /// A second press while the hint shows runs the action, as on iOS.
  public func pressActionButton() async {
    await show(.actionButton)
    await session.send(.actionButton(.press))
  }

  /// Holds the Action button down for as long as iOS takes to run its action, then lets go.
  public func holdActionButton() async {
    await show(.actionButton)
    await session.send(.actionButton(.buttonDown))
    await advance(by: ActionButtonState.holdDuration)
    await session.send(.actionButton(.buttonUp))
  }

  /// The Action button's hint while it shows, else `nil`.
  public var actionButtonHint: String? {
    state.actionButton.hint.flatMap { $0.expiresAt > now ? $0.text : nil }
  }

  /// The Live Activities on screen, the most relevant first, as the Lock Screen stacks them.
  public var activities: [ActivitySnapshot] {
    state.activities.values
      .sorted {
        ($0.relevanceScore, $1.startDate) > ($1.relevanceScore, $0.startDate)
      }
      .map(ActivitySnapshot.init)
  }
}
