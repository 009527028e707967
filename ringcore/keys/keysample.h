#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace ringcore {

/// How many of an experiment's keys a view routes. An experiment may ask for up to 10⁹ keys;
/// the views route a bounded number of them (the Ring page at most 1,000,000, Removal 1,000 to
/// 200,000, Compare 1,000 to 1,000,000, Spread at most 2,000,000). Where the two differ, every
/// label that counts keys says so through this type, so that a caption never repeats the asked
/// number over data that counts fewer (or more) keys.
///
/// A sample is the first `routed` generated keys of the experiment's seed: key i does not
/// depend on the others (KeyGenerator), so the shares of the rest follow the same hash.
class KeySample
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::KeySample)
public:
    KeySample() = default;
    KeySample(qint64 asked, qint64 routed) : m_asked(asked < 0 ? 0 : asked), m_routed(routed < 0 ? 0 : routed) {}
    /// The keys a view with the bounds [min, max] routes when the experiment asks for `asked`.
    static KeySample bounded(qint64 asked, qint64 min, qint64 max);

    qint64 asked() const { return m_asked; }
    qint64 routed() const { return m_routed; }
    /// Fewer keys routed than asked: the view shows a sample.
    bool isSample() const { return m_routed < m_asked; }
    /// More keys routed than asked: the view needs at least `routed` keys to say anything.
    bool isRaised() const { return m_routed > m_asked; }
    bool isExact() const { return m_routed == m_asked; }

    /// The keys as a caption counts them: "100,000 keys"; a sample "a sample of 1,000,000 of
    /// 5,000,000 keys"; raised "1,000 keys (the experiment has 10)".
    QString countText() const;
    /// A sentence for a page's note line, empty when exact: "1,000,000 of 5,000,000 keys routed
    /// (a sample: the shares of the rest follow the same hash)." or "1,000 keys routed, not the
    /// experiment's 10: this view needs at least 1,000."
    QString note() const;
    /// {"keysAsked": …, "keysRouted": …} for a figure's JSON parameters.
    QJsonObject json() const;
    /// Adds json()'s fields to an object (a figure's parameters).
    void addTo(QJsonObject *object) const;

    bool operator==(const KeySample &) const = default;

private:
    qint64 m_asked = 0;
    qint64 m_routed = 0;
};

} // namespace ringcore
