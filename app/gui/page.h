#pragma once

#include "ringcore/experiment/experiment.h"

#include <QWidget>

#include <functional>

namespace ringlab::gui {

/// One tab of the main window (Ring, Spread, Removal, Live run, Compare, Advisor, …).
/// Pages register themselves with RINGLAB_REGISTER_PAGE from their own .cpp file; the main
/// window creates them in order and forwards the current experiment to each.
class Page : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    /// Translated tab title.
    virtual QString title() const = 0;

    /// The experiment panel changed: update (in the background; never block the GUI thread).
    virtual void setExperiment(const ringcore::Experiment &experiment) { Q_UNUSED(experiment); }

signals:
    /// The page changed the experiment itself (e.g. a lesson sets one up, a server was removed).
    void experimentEdited(const ringcore::Experiment &experiment);
    /// A short message for the status bar.
    void statusMessage(const QString &message);
};

struct PageEntry
{
    int order;
    std::function<Page *(QWidget *parent)> make;
};

QList<PageEntry> &pageRegistry();
bool registerPage(int order, std::function<Page *(QWidget *parent)> make);

} // namespace ringlab::gui

/// RINGLAB_REGISTER_PAGE(20, SpreadPage): creates `new SpreadPage(parent)` as tab number 20.
#define RINGLAB_REGISTER_PAGE(order, Class)                                                        \
    namespace {                                                                                    \
    const bool ringlabPageRegistered_##Class = ::ringlab::gui::registerPage(                       \
        order, [](QWidget *parent) -> ::ringlab::gui::Page * { return new Class(parent); });         \
    }
