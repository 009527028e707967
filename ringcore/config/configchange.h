#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ringcore {

/// One change of a proxy's own settings, as the advisor proposes it. Readers apply it to the
/// original text (`…ConfigReader::apply`) so the proposal can be pasted and read back.
struct ConfigChange
{
    QList<int> weights;        ///< new weight per server of the section (empty: unchanged)
    bool makeConsistent = false; ///< add `consistent` / `hash-type consistent`
    bool httpMode = false;     ///< HAProxy: `mode http` in the section (a layer-7 hash needs it)
    qint64 minRingSize = 0;    ///< Envoy minimum_ring_size / Istio minimumRingSize (0: unchanged)
    bool switchToMaglev = false; ///< Envoy lb_policy MAGLEV / Istio `maglev:`
    qint64 tableSize = 0;      ///< Maglev table size to write (0: leave the proxy's default)
    qint64 replicas = 0;       ///< Varnish shard `reconfigure(replicas=…)` (0: unchanged)
    QString distribution;      ///< twemproxy `distribution:` (empty: unchanged)
    QStringList addresses;     ///< new address text per server, Caddy's upstreams (empty: unchanged)

    bool isEmpty() const
    {
        return weights.isEmpty() && !makeConsistent && !httpMode && minRingSize == 0 && !switchToMaglev && tableSize == 0
            && replicas == 0 && distribution.isEmpty() && addresses.isEmpty();
    }
};

/// The result of applying a ConfigChange to a file's text.
struct PatchedConfig
{
    QString text;           ///< the whole file with the change applied
    QStringList pasteLines; ///< just the lines that changed (or the YAML fragment to paste)
    QString error;          ///< non-empty when the change could not be applied
};

} // namespace ringcore
