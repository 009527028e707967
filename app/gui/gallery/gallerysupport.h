#pragma once

// Shared by the gallery's figure families (gallery*.cpp): number formatting for captions, server
// lists, algorithm construction and the figure families themselves. Internal to the gallery.

#include "gui/chart/figure.h"

#include "ringcore/core/canceltoken.h"
#include "ringcore/core/server.h"
#include "ringcore/rings/algorithm.h"

#include <QCoreApplication>

#include <functional>
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
ringcore::ServerList servers(int count);
/// Many-host lists: distinct addresses beyond the 65,535 ports of one IP.
ringcore::ServerList hosts(int count);
std::unique_ptr<ringcore::Algorithm> build(const QString &name, const ringcore::ServerList &list,
                                           const ringcore::AlgorithmOptions &options = {});
/// Fills the figure's tidy data from its plot.
Figure finish(Figure f);

// --- the families ---
/// One family of the gallery's figures, registered from its own file
/// (RINGLAB_REGISTER_GALLERY_FAMILY): Gallery::figures() computes them in the order of `order`.
struct Family
{
    int order = 0;
    const char *progressText = nullptr; ///< in the context ringlab::gui::gallery (QT_TRANSLATE_NOOP)
    std::function<QList<Figure>(const ringcore::CancelToken &cancel)> make;
};
bool addFamily(Family family);
/// In order.
QList<Family> families();

} // namespace ringlab::gui::gallery

/// Registers a family of gallery figures from its file: RINGLAB_REGISTER_GALLERY_FAMILY(id, order,
/// QT_TRANSLATE_NOOP("ringlab::gui::gallery", "what the progress line names"), make)
#define RINGLAB_REGISTER_GALLERY_FAMILY(id, order, text, make)                                     \
    namespace {                                                                                    \
    const bool ringlabGalleryFamily_##id = ::ringlab::gui::gallery::addFamily({order, text, make}); \
    }
