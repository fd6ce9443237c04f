/// A type with a fixed set of values usable as an intent parameter, such as a sound or a mode.
///
/// As App Intents declares it, each case has a `DisplayRepresentation`, and the saved
/// configuration keeps its raw value.
public protocol AppEnum: StaticDisplayRepresentable, RawRepresentable, Sendable
where RawValue: LosslessStringConvertible {}
