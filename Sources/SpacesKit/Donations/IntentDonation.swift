import Foundation

/// One intent an app donated, as the system keeps it: what the Siri bar's suggestions and the
/// inspector show.
package struct IntentDonation: Sendable, Equatable {
  /// The donation's identifier.
  package var id: IntentDonationIdentifier
  /// The intent, with its parameter values.
  package var intent: IntentBox
  /// When it was donated (the dashboard's clock).
  package var date: Date
  /// The result's dialog, when the donation carried a result.
  package var resultDialog: String?
  /// The entities its parameters hold.
  package var entities: [EntityIdentifier]

  package init(
    id: IntentDonationIdentifier, intent: IntentBox, date: Date, resultDialog: String? = nil,
    entities: [EntityIdentifier] = []
  ) {
    self.id = id
    self.intent = intent
    self.date = date
    self.resultDialog = resultDialog
    self.entities = entities
  }

  /// The required parameters without a value: a donation with any can't be suggested (running
  /// it would have to ask), so the system doesn't add it.
  package var missingParameters: [String] {
    intent.parameters.filter { !$0.hasValue && !$0.isOptional }.map { $0.title.resolvedText }
  }

  /// What a suggestion reads: the parameter summary with its values, else the title.
  package var title: String { intent.parameterSummary ?? intent.title }
}
