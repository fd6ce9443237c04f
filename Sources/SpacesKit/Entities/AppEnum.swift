/// A type with a fixed set of values usable as an intent parameter (a sound, a mode), as App
/// Intents declares it: each case has a `DisplayRepresentation`, and the saved configuration
/// keeps its raw value.
public protocol AppEnum: StaticDisplayRepresentable, RawRepresentable, Sendable
where RawValue: LosslessStringConvertible {}
