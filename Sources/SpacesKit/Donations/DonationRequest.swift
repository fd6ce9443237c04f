/// What app code told the system about its donations and relevant intents.
package enum DonationRequest: Sendable, Equatable {
  /// An intent was donated.
  case donated(IntentDonation)
  /// Donations were deleted.
  case deleted([IntentDonationIdentifier])
  /// The app's relevant intents were replaced.
  case relevantIntents([RelevantIntentRecord])
}
