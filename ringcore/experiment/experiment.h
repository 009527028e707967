#pragma once

#include <QCoreApplication>
#include "ringcore/core/server.h"
#include "ringcore/rings/algorithm.h"

#include <QJsonObject>
#include <QMetaType>
#include <QString>

namespace ringcore {

/// Everything that describes one experiment: a plain value, safe to copy across threads and
/// round-tripped through versioned JSON (experiment files, GUI state, CLI figures).
struct Experiment
{
    Q_DECLARE_TR_FUNCTIONS(Experiment) // the context lupdate writes into translations/*.ts
public:
    /// Version 2 adds each server's optional "name" (its hash name); files without names are
    /// still written as version 1, and both versions are read.
    static constexpr int kFormatVersion = 2;

    QString algorithm = QStringLiteral("nginx"); ///< AlgorithmRegistry name
    ServerList servers;                          ///< addresses, weights, down flags
    AlgorithmOptions options;                    ///< algorithm options ("points" → "160", …)
    qint64 keys = 100000;                        ///< keys to route (0: exact shares only)
    QString keyFile;                             ///< optional key file; empty: generated keys
    quint64 seed = 1;                            ///< seed of generated keys and random rings
    QString title;                               ///< free text shown in captions

    bool operator==(const Experiment &) const = default;

    /// The embedded default: 100 servers 127.0.0.1:9001-9100, nginx's 160 points per server.
    static Experiment defaultExperiment();

    QJsonObject toJson() const;
    /// Strict reader: unknown version, wrong types, out-of-range values or oversized arrays give
    /// false with *error naming the field; *out is untouched on failure.
    static bool fromJson(const QJsonObject &json, Experiment *out, QString *error);
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::Experiment)
