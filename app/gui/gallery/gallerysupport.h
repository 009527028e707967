#pragma once

// Shared by the gallery's figure families (gallery*.cpp): number formatting for captions, server
// lists, algorithm construction and the figure families themselves. Internal to the gallery.

#include "gui/chart/figure.h"

#include "ringcore/core/server.h"
#include "ringcore/rings/algorithm.h"

#include <QCoreApplication>

#include <atomic>
#include <memory>

namespace ringlab::gui::gallery {

/// The context lupdate files the gallery's texts under (translations/*.ts): Tr::tr("…").
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::gallery)
};

/// "12.3%" in the UI locale.
QString pct(double fraction, int decimals = 1);
/// A number in the UI locale with `decimals` digits.
QString num(double value, int decimals);
/// count servers 127.0.0.1:firstPort…, weight 1.
ringcore::ServerList servers(int count, int firstPort = 9001);
/// Many-host lists: distinct addresses beyond the 65,535 ports of one IP.
ringcore::ServerList hosts(int count);
std::unique_ptr<ringcore::Algorithm> build(const QString &name, const ringcore::ServerList &list,
                                           const ringcore::AlgorithmOptions &options = {});
/// Fills the figure's tidy data from its plot.
Figure finish(Figure f);

// --- the families ---
QList<Figure> seedFigures(const std::atomic<bool> *cancel);     ///< galleryseed.cpp
Figure cloudflareFigure(const std::atomic<bool> *cancel);       ///< galleryseed.cpp
QList<Figure> maglevFigures(const std::atomic<bool> *cancel);   ///< gallerymaglev.cpp
Figure envoyChurnFigure(const std::atomic<bool> *cancel);       ///< gallerymaglev.cpp
QList<Figure> boundedFigures(const std::atomic<bool> *cancel);  ///< gallerybounded.cpp
QList<Figure> lookupFigures(const std::atomic<bool> *cancel);   ///< gallerylookup.cpp

} // namespace ringlab::gui::gallery
