#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

namespace ringcore {

/// One change of a proxy's own settings, as the advisor proposes it. Readers apply it to the
/// original text (`…ConfigReader::apply`) so the proposal can be pasted and read back.
///
/// The weights and the switch to consistent hashing are every system's; anything else is one
/// system's own setting, in `settings` under a name its folder declares (ringcore/systems/<name>/:
/// a ring size, a number of replicas, a distribution, new server addresses) and only its reader
/// and Advisor part read. A new system adds settings without editing this struct.
struct ConfigChange
{
    QList<int> weights;        ///< new weight per server of the section (empty: unchanged)
    bool makeConsistent = false; ///< add `consistent` / `hash-type consistent`
    /// The system's own settings to write, by its own names (absent: unchanged).
    QVariantMap settings;

    bool has(const QString &name) const { return settings.contains(name); }
    /// A number setting, 0 when absent.
    qint64 integer(const QString &name) const { return settings.value(name).toLongLong(); }
    /// A switch, false when absent.
    bool flag(const QString &name) const { return settings.value(name).toBool(); }
    /// A text setting, empty when absent.
    QString text(const QString &name) const { return settings.value(name).toString(); }
    /// A list of texts, empty when absent.
    QStringList texts(const QString &name) const { return settings.value(name).toStringList(); }

    bool isEmpty() const { return weights.isEmpty() && !makeConsistent && settings.isEmpty(); }
};

/// The result of applying a ConfigChange to a file's text.
struct PatchedConfig
{
    QString text;           ///< the whole file with the change applied
    QStringList pasteLines; ///< just the lines that changed (or the YAML fragment to paste)
    QString error;          ///< non-empty when the change could not be applied
};

} // namespace ringcore
